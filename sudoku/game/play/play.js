/* sudokit play widget: an interactive Sudoku board for notebook outputs.
 *
 * Plain JavaScript, no framework, no network: Game.HTML (package sudoku)
 * puts this file, the style sheet and the game's data into the output, so
 * the board works in classic Notebook, JupyterLab and exported HTML alike.
 *
 * The rules here are the rules of game.Game, written a second time in
 * JavaScript because an exported page has no kernel to ask:
 *   - a move changes one cell and remembers the cell before and after, so
 *     undo puts "before" back and redo puts "after" back;
 *   - a new move forgets the undone moves; the history keeps `limit` moves;
 *   - the clock runs while the game is neither paused nor solved;
 *   - a hint first names wrong values; otherwise it is the first step of
 *     the solver's trace (computed in Go) that fills a still empty cell.
 * The Go tests and the browser test check that both sides agree.
 *
 * Each output calls SudokitPlay.mount(id, data) for its own board, so any
 * number of boards can live on one page.
 *
 * In classic Jupyter Notebook the board also sends its state to the
 * sudokit kernel (the Link below), so that a later cell can read it with
 * display.CommState(g.ID()). Everywhere else it plays on alone. */
(function () {
  "use strict";

  var VERSION = 3; // 2: the board sends its state to the kernel; 3: labels in the game's language
  if (window.SudokitPlay && window.SudokitPlay.version >= VERSION) {
    return; // an equal or newer copy is loaded already
  }

  /* ------------------------------------------------------------------ *
   * Small helpers                                                        *
   * ------------------------------------------------------------------ */

  // say fills the label of key (its English text, a Go format string) from
  // labels, the game's language as Go sends it ({1}, {2} mark the
  // arguments), with the arguments; a key with no label is its own English,
  // its %d, %s, %[2]s … verbs taking the arguments in order or by index.
  function say(labels, key, args) {
    var t = labels && labels[key];
    if (t === undefined) {
      var k = 0;
      t = key.replace(/%(\[(\d+)\])?[a-z]/g, function (_, i, n) { k++; return "{" + (n || k) + "}"; });
    }
    return t.replace(/\{(\d+)\}/g, function (_, n) { return String(args[n - 1]); });
  }

  // sameMarks reports whether two sorted lists of marks are equal.
  function sameMarks(a, b) {
    if (a.length !== b.length) return false;
    for (var k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
    return true;
  }

  // sameState reports whether two cell states are equal.
  function sameState(a, b) {
    return a.value === b.value && sameMarks(a.marks, b.marks);
  }

  // esc escapes text for innerHTML.
  function esc(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  // clock formats milliseconds as m:ss, or h:mm:ss from one hour on.
  function clock(ms) {
    var s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    s = s % 60;
    var mm = h > 0 && m < 10 ? "0" + m : String(m);
    return (h > 0 ? h + ":" : "") + mm + ":" + (s < 10 ? "0" : "") + s;
  }

  // el makes an element with a class and optional text.
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  /* ------------------------------------------------------------------ *
   * The game model (the JavaScript twin of game.Game)                    *
   * ------------------------------------------------------------------ */

  function Model(d) {
    this.n = d.n;
    this.boxRows = d.boxRows;
    this.boxCols = d.boxCols;
    this.chars = d.chars;          // chars[v-1] is the character of value v
    this.puzzle = d.puzzle;        // givens, 0 elsewhere
    this.values = d.values.slice();
    this.marks = d.marks.map(function (m) { return m.slice(); });
    this.solution = d.solution;    // null when the game is unplayable
    this.history = d.history.map(copyMove);
    this.redo = d.redo.map(copyMove);
    this.limit = d.limit;
    this.steps = d.steps || [];
    this.total = d.elapsedMs;      // time of finished runs
    this.since = 0;                // start of the current run (Date.now())
    this.running = false;
    this.paused = d.paused;
    this.labels = d.labels || {};  // the page's words in the game's language
  }

  // t says the message key in the game's language with the arguments.
  Model.prototype.t = function (key) {
    return say(this.labels, key, Array.prototype.slice.call(arguments, 1));
  };

  // andList joins words as a sentence of the game's language does: "a",
  // "a and b", "a, b and c" (the same as andList in package human).
  Model.prototype.andList = function (words) {
    if (words.length === 0) return "";
    var head = words[0];
    for (var k = 1; k < words.length - 1; k++) head = this.t("%[1]s, %[2]s", head, words[k]);
    return words.length === 1 ? head : this.t("%[1]s and %[2]s", head, words[words.length - 1]);
  };

  function copyMove(m) {
    return {
      kind: m.kind, cell: m.cell, value: m.value,
      before: { value: m.before.value, marks: m.before.marks.slice() },
      after: { value: m.after.value, marks: m.after.marks.slice() }
    };
  }

  Model.prototype.name = function (i) {
    return "r" + (Math.floor(i / this.n) + 1) + "c" + (i % this.n + 1);
  };
  Model.prototype.char = function (v) { return v ? this.chars.charAt(v - 1) : "."; };
  Model.prototype.state = function (i) {
    return { value: this.values[i], marks: this.marks[i].slice() };
  };

  // Moves: place, erase, mark, clear. Each returns true when it changed the
  // board (a move that changes nothing is not recorded, as in Go).
  Model.prototype.place = function (i, v) {
    if (this.puzzle[i]) return false;
    return this.apply("place", i, v, { value: v, marks: [] });
  };
  Model.prototype.erase = function (i) {
    if (this.puzzle[i]) return false;
    return this.apply("erase", i, 0, { value: 0, marks: this.marks[i].slice() });
  };
  Model.prototype.toggleMark = function (i, v) {
    if (this.puzzle[i] || this.values[i]) return false; // marks only in empty cells
    var m = this.marks[i].slice(), k = m.indexOf(v);
    if (k >= 0) m.splice(k, 1); else m.push(v);
    m.sort(function (a, b) { return a - b; });
    return this.apply("mark", i, v, { value: 0, marks: m });
  };
  Model.prototype.clear = function (i) {
    if (this.puzzle[i]) return false;
    return this.apply("clear", i, 0, { value: 0, marks: [] });
  };

  // apply records a move that turns cell i into `after` and carries it out.
  Model.prototype.apply = function (kind, i, v, after) {
    if (this.paused || !this.solution) return false;
    var before = this.state(i);
    if (sameState(before, after)) return false;
    this.history.push({ kind: kind, cell: i, value: v, before: before, after: after });
    if (this.history.length > this.limit) this.history.shift();
    this.redo = []; // the undone moves belong to another line of play
    this.set(i, after);
    return true;
  };

  Model.prototype.set = function (i, s) {
    this.values[i] = s.value;
    this.marks[i] = s.marks.slice();
    this.syncTimer();
  };

  Model.prototype.undo = function () {
    if (this.paused || !this.history.length) return false;
    var m = this.history.pop();
    this.redo.push(m);
    this.set(m.cell, m.before);
    return true;
  };

  Model.prototype.redoMove = function () {
    if (this.paused || !this.redo.length) return false;
    var m = this.redo.pop();
    this.history.push(m);
    this.set(m.cell, m.after);
    return true;
  };

  // Checks.
  Model.prototype.wrong = function () {
    var out = [];
    if (!this.solution) return out;
    for (var i = 0; i < this.values.length; i++) {
      if (this.values[i] && this.values[i] !== this.solution[i]) out.push(i);
    }
    return out;
  };
  Model.prototype.solved = function () {
    if (!this.solution) return false;
    for (var i = 0; i < this.values.length; i++) {
      if (this.values[i] !== this.solution[i]) return false;
    }
    return true;
  };
  Model.prototype.filled = function () {
    return this.values.filter(function (v) { return v !== 0; }).length;
  };

  // houses returns, for every house (rows, columns, boxes), its cells.
  Model.prototype.houses = function () {
    if (this._houses) return this._houses;
    var n = this.n, br = this.boxRows, bc = this.boxCols, hs = [];
    for (var h = 0; h < 3 * n; h++) hs.push([]);
    for (var i = 0; i < n * n; i++) {
      var r = Math.floor(i / n), c = i % n;
      var b = Math.floor(r / br) * br + Math.floor(c / bc);
      hs[r].push(i); hs[n + c].push(i); hs[2 * n + b].push(i);
    }
    this._houses = hs;
    return hs;
  };

  // conflicts returns the cells that share a house with an equal value.
  Model.prototype.conflicts = function () {
    var bad = {}, vals = this.values;
    this.houses().forEach(function (cells) {
      var seen = {};
      cells.forEach(function (i) {
        var v = vals[i];
        if (!v) return;
        if (seen[v] !== undefined) { bad[i] = true; bad[seen[v]] = true; } else seen[v] = i;
      });
    });
    return bad;
  };

  // The clock. Time counts while the game is neither paused nor solved.
  Model.prototype.elapsed = function () {
    return this.total + (this.running ? Math.max(0, Date.now() - this.since) : 0);
  };
  Model.prototype.start = function () {
    if (!this.running) { this.since = Date.now(); this.running = true; }
  };
  Model.prototype.stop = function () {
    if (this.running) { this.total += Math.max(0, Date.now() - this.since); this.running = false; }
  };
  Model.prototype.syncTimer = function () {
    if (this.paused || !this.solution || this.solved()) this.stop(); else this.start();
  };

  /* Hints: the same rules as Game.Hint in Go (game_hint.go). */

  Model.prototype.placesInEmpty = function (st) {
    for (var k = 0; k < st.place.length; k++) if (!this.values[st.place[k][0]]) return true;
    return false;
  };
  Model.prototype.removesUnseen = function (st) {
    for (var k = 0; k < st.elim.length; k++) {
      var i = st.elim[k][0], v = st.elim[k][1], m = this.marks[i];
      if (!this.values[i] && (m.length === 0 || m.indexOf(v) >= 0)) return true;
    }
    return false;
  };

  // wrongMarks returns the empty cells whose marks leave out the solution.
  Model.prototype.wrongMarks = function () {
    var out = [];
    for (var i = 0; i < this.values.length; i++) {
      var m = this.marks[i];
      if (!this.values[i] && m.length && m.indexOf(this.solution[i]) < 0) out.push(i);
    }
    return out;
  };

  // mistake describes wrong cells as human.MistakeText does; level 1 names
  // only the row of the first one. many and one are the sentences for
  // several cells and for one.
  Model.prototype.mistake = function (cells, kind, many, one) {
    var self = this, n = this.n, row = Math.floor(cells[0] / n);
    var names = cells.map(function (i) { return self.name(i); });
    var rowCells = [];
    for (var c = 0; c < n; c++) rowCells.push(row * n + c);
    return {
      key: kind + ":" + cells.join(","), kind: kind, cells: cells, row: rowCells,
      text: function (level) {
        if (level === 1) {
          return cells.length === 1 ? self.t("There is a mistake in row %d.", row + 1)
            : self.t("There are %[1]d mistakes, one of them in row %[2]d.", cells.length, row + 1);
        }
        return cells.length === 1 ? self.t(one, names[0]) : self.t(many, self.andList(names));
      }
    };
  };

  // hint returns what the next hint is about ({key, kind, text(level), …}).
  // Mistakes come first, then the first step of the trace that fills an
  // empty cell, then (when the techniques ran out) a value to reveal.
  Model.prototype.hint = function () {
    var self = this, wrong = this.wrong();
    if (wrong.length) return this.mistake(wrong, "wrong", "Cells %[1]s hold a wrong value.", "Cell %[1]s holds a wrong value.");
    var bad = this.wrongMarks();
    if (bad.length) {
      return this.mistake(bad, "marks", "Cells %[1]s have lost their true value from the pencil marks.",
        "Cell %[1]s has lost its true value from the pencil marks.");
    }
    if (this.solved()) {
      return { key: "solved", kind: "solved", text: function () { return self.t("The puzzle is solved."); } };
    }
    for (var k = 0; k < this.steps.length; k++) {
      var st = this.steps[k];
      if (!this.placesInEmpty(st)) continue;
      var uses = [];
      for (var j = 0; j < k; j++) {
        var prev = this.steps[j];
        if (prev.place.length === 0 && this.removesUnseen(prev)) uses.push(prev);
      }
      return {
        key: "step:" + k, kind: "step", step: st, uses: uses,
        text: function (level) {
          if (level < 3) return this.step.text[level - 1];
          if (!this.uses.length) return this.step.explanation;
          var earlier = this.uses.map(function (u) { return u.explanation; }).join(" ");
          return self.t("%[1]s It relies on earlier removals: %[2]s", this.step.explanation, earlier);
        }
      };
    }
    var cell = this.values.indexOf(0); // not solved and nothing wrong: a cell is empty
    var v = this.solution[cell];
    return {
      key: "stuck:" + cell, kind: "stuck", cell: cell,
      text: function (level) {
        if (level < 3) return self.t("The solver's techniques are stuck here: try a guess and test it, or ask for more.");
        return self.t("The solver's techniques are stuck here. The solution has %[1]c in %[2]s.", self.char(v), self.name(cell));
      }
    };
  };

  // toJSON writes the game in the format of game.Game.Save, so a game
  // played in the page can be loaded in Go with game.Load.
  Model.prototype.toJSON = function () {
    return JSON.stringify(this.saved(), null, 2);
  };

  // saved returns the game as game.Game.Save writes it, as an object.
  Model.prototype.saved = function () {
    var self = this, n = this.n;
    var chars = function (vals) { return vals.map(function (v) { return self.char(v); }).join(""); };
    var marks = function (m) { return m.map(function (v) { return self.char(v); }).join(""); };
    var state = function (s) {
      var o = { value: s.value };
      if (s.marks.length) o.marks = marks(s.marks);
      return o;
    };
    var move = function (m) {
      var o = { kind: m.kind, row: Math.floor(m.cell / n), col: m.cell % n };
      if (m.value) o.value = m.value;
      o.before = state(m.before);
      o.after = state(m.after);
      return o;
    };
    var entries = this.values.map(function (v, i) { return self.puzzle[i] ? 0 : v; });
    var ms = [];
    this.marks.forEach(function (m, i) {
      if (m.length) ms.push({ row: Math.floor(i / n), col: i % n, marks: marks(m) });
    });
    return {
      format: "sudokit game", version: 1,
      shape: this.boxRows + "x" + this.boxCols,
      puzzle: chars(this.puzzle), entries: chars(entries), marks: ms,
      history: this.history.map(move), redo: this.redo.map(move),
      elapsed_ms: Math.floor(this.elapsed()), paused: this.paused
    };
  };

  /* ------------------------------------------------------------------ *
   * The kernel link (classic Notebook only)                              *
   * ------------------------------------------------------------------ */

  // The kernel's comm target for boards (kernel/comm.go). Its messages
  // carry {id: <game id>, state: <the game as Save writes it>}.
  var TARGET = "sudokit.play";

  // kernelGeneration counts the kernel (re)starts seen on this page: after
  // a restart the old comms are gone and every board opens a new one.
  var kernelGeneration = 0, watching = false;

  // liveKernel returns the classic Notebook's kernel, or null where there
  // is none to reach: an exported page has no kernel, and JupyterLab (and
  // Notebook 7, built on it) does not give output scripts its kernel.
  function liveKernel() {
    try {
      var nb = window.Jupyter && window.Jupyter.notebook;
      var k = nb && nb.kernel;
      if (!k || !k.comm_manager || typeof k.comm_manager.new_comm !== "function") return null;
      if (!watching && nb.events && typeof nb.events.on === "function") {
        watching = true;
        nb.events.on("kernel_ready.Kernel", function () { kernelGeneration++; });
      }
      return k;
    } catch (e) {
      return null;
    }
  }

  // Link sends one board's state to the kernel: the first send opens a
  // comm with the state, later ones send it on that comm. Errors are
  // logged and otherwise ignored; the board never depends on the kernel.
  function Link(gameId) {
    this.gameId = gameId;
    this.comm = null;
    this.kernel = null;      // the kernel the comm belongs to …
    this.generation = -1;    // … and its start
    this.refused = -1;       // the start whose kernel closed our comm
  }

  Link.prototype.send = function (state) {
    if (!this.gameId) return;
    var k = liveKernel(), self = this;
    if (!k || this.refused === kernelGeneration) return;
    var data = { id: this.gameId, state: state };
    try {
      if (this.comm && this.kernel === k && this.generation === kernelGeneration) {
        this.comm.send(data);
        return;
      }
      this.kernel = k;
      this.generation = kernelGeneration;
      this.comm = k.comm_manager.new_comm(TARGET, data);
      var gen = this.generation, comm = this.comm;
      if (comm && typeof comm.on_close === "function") {
        // A kernel without the target closes the comm at once: stop trying
        // until the kernel restarts.
        comm.on_close(function () { if (self.comm === comm) { self.comm = null; self.refused = gen; } });
      }
    } catch (e) {
      this.comm = null;
      if (window.console) window.console.warn("sudokit: cannot send the board to the kernel:", e);
    }
  };

  /* ------------------------------------------------------------------ *
   * The view: builds the board once, then repaints it after each change  *
   * ------------------------------------------------------------------ */

  function View(root, d) {
    this.root = root;
    this.d = d;
    this.m = new Model(d);
    this.link = new Link(d.gameId);
    this.sel = -1;              // the selected cell
    this.pencil = false;        // digits write marks
    this.showRules = true;      // colour values that break a rule
    this.showSolvable = false;  // say whether the board can still be solved
    this.hintKey = "";          // what the last hint was about …
    this.hintLevel = 0;         // … and how much of it was shown
    this.shown = null;          // the hint or check shown now
    this.started = d.elapsedMs > 0 || d.history.length > 0;
    this.build();
    if (this.started) this.m.syncTimer();
    this.paint();
    var self = this;
    this.tick = setInterval(function () { self.tickClock(); }, 500);
  }

  View.prototype.build = function () {
    var d = this.d, m = this.m, self = this, n = d.n;
    var root = this.root;
    // The output holds the style sheet, the static board (in .sp-body) and
    // this script; only the static board is replaced.
    var body = root.querySelector(".sp-body");
    if (!body) body = root.appendChild(el("div", "sp-body"));
    body.textContent = "";
    root.style.setProperty("--sp-n", n);
    root.style.setProperty("--sp-cell", d.cellSize + "px");
    root.style.setProperty("--sp-mr", d.markRows);
    root.style.setProperty("--sp-mc", d.markCols);

    var top = el("div", "sp-top");
    top.appendChild(el("span", "sp-title", d.title));
    this.status = top.appendChild(el("span", "sp-status"));
    this.timer = top.appendChild(el("span", "sp-timer", clock(m.elapsed())));
    body.appendChild(top);

    if (!m.solution) { // an unplayable game shows why, under its board
      body.appendChild(this.staticBoard());
      body.appendChild(el("div", "sp-msg sp-warn sp-error", d.error));
      return;
    }

    var wrap = el("div", "sp-wrap");
    var board = el("div", "sp-board");
    board.tabIndex = 0;
    board.setAttribute("role", "grid");
    board.setAttribute("aria-label", d.title + " board");
    board.setAttribute("data-lm-suppress-shortcuts", "true"); // JupyterLab: keys are ours
    this.cells = [];
    this.painted = [];
    for (var i = 0; i < n * n; i++) {
      var c = el("div", "");
      c.setAttribute("data-cell", i);
      c.setAttribute("role", "gridcell");
      this.cells.push(board.appendChild(c));
    }
    board.addEventListener("mousedown", function (e) {
      var t = e.target.closest ? e.target.closest("[data-cell]") : null;
      if (!t) return;
      self.begin();
      self.select(+t.getAttribute("data-cell"));
      board.focus();
      e.preventDefault();
    });
    board.addEventListener("keydown", function (e) { self.key(e); });
    board.addEventListener("focus", function () {
      if (self.sel < 0) self.select(Math.max(0, m.values.indexOf(0)));
      // Classic Notebook: no notebook shortcuts while the board has focus.
      var km = window.Jupyter && window.Jupyter.keyboard_manager;
      if (km) km.disable();
    });
    board.addEventListener("blur", function () {
      var km = window.Jupyter && window.Jupyter.keyboard_manager;
      if (km) km.enable();
    });
    this.board = board;
    wrap.appendChild(board);
    var cover = el("div", "sp-cover");
    cover.appendChild(el("div", "", m.t("Paused")));
    var resume = cover.appendChild(el("button", "sp-resume", m.t("Resume")));
    resume.addEventListener("click", function () { self.togglePause(); });
    wrap.appendChild(cover);
    body.appendChild(wrap);

    // The digit pad: click to enter, right-click (or pencil mode) to mark.
    var pad = el("div", "sp-pad");
    this.padButtons = [];
    for (var v = 1; v <= n; v++) {
      (function (v) {
        var b = pad.appendChild(el("button", "", d.chars.charAt(v - 1)));
        b.title = m.t("Enter %s (right-click: pencil mark)", d.chars.charAt(v - 1));
        b.addEventListener("click", function () { self.digit(v, self.pencil); });
        b.addEventListener("contextmenu", function (e) { e.preventDefault(); self.digit(v, true); });
        self.padButtons.push(b);
      })(v);
    }
    this.pad = pad;
    body.appendChild(pad);

    // The buttons.
    var ctl = el("div", "sp-controls");
    // A button's symbol is not part of its words: translations carry only
    // the words.
    var button = function (cls, symbol, text, title, fn) {
      var b = ctl.appendChild(el("button", cls, symbol + " " + m.t(text)));
      b.title = m.t(title);
      b.addEventListener("click", function () { self.begin(); fn(); if (!m.paused) board.focus(); });
      return b;
    };
    this.bPencil = button("sp-pencil", "✎", "Pencil", "Digits write pencil marks (Space)", function () {
      self.pencil = !self.pencil; self.paint();
    });
    button("sp-erase", "⌫", "Erase", "Erase the selected cell (Backspace)", function () { self.eraseSelected(); });
    this.bUndo = button("sp-undo", "↶", "Undo", "Undo (Ctrl+Z)", function () { self.change(m.undo()); });
    this.bRedo = button("sp-redo", "↷", "Redo", "Redo (Ctrl+Y)", function () { self.change(m.redoMove()); });
    button("sp-hint", "?", "Hint", "Hint; press again for more (?)", function () { self.showHint(); });
    button("sp-check", "✓", "Check", "Show the values that are wrong", function () { self.check(); });
    this.bPause = button("sp-pause", "‖", "Pause", "Pause the clock", function () { self.togglePause(); });
    button("sp-save", "⤓", "Save", "Download the game as JSON for game.LoadFile", function () { self.save(); });
    body.appendChild(ctl);

    var opts = el("div", "sp-options");
    var option = function (text, on, fn) {
      var l = opts.appendChild(el("label", ""));
      var box = l.appendChild(el("input", ""));
      box.type = "checkbox";
      box.checked = on;
      box.addEventListener("change", function () { fn(box.checked); self.paint(); });
      l.appendChild(document.createTextNode(m.t(text)));
    };
    option("Show rule breaks", this.showRules, function (on) { self.showRules = on; });
    option("Show solvability", this.showSolvable, function (on) { self.showSolvable = on; });
    body.appendChild(opts);

    this.msg = body.appendChild(el("div", "sp-msg"));
    body.appendChild(el("div", "sp-keys", n > 9
      ? m.t("Click a cell or use the arrow keys · type 1–9 and %[1]s–%[2]s · Shift+key or Space (pencil mode) for marks · Backspace erases · Ctrl+Z / Ctrl+Y undo and redo · ? hint",
        d.chars.charAt(9), d.chars.charAt(n - 1))
      : m.t("Click a cell or use the arrow keys · type 1–%d · Shift+key or Space (pencil mode) for marks · Backspace erases · Ctrl+Z / Ctrl+Y undo and redo · ? hint", n)));
  };

  // staticBoard draws the board without interaction (unplayable games).
  View.prototype.staticBoard = function () {
    var d = this.d, n = d.n, board = el("div", "sp-board");
    for (var i = 0; i < n * n; i++) {
      var c = board.appendChild(el("div", this.cellClass(i), d.values[i] ? d.chars.charAt(d.values[i] - 1) : ""));
      if (d.puzzle[i]) c.className += " sp-given";
    }
    return board;
  };

  // cellClass returns the classes that draw cell i's lines.
  View.prototype.cellClass = function (i) {
    var n = this.d.n, r = Math.floor(i / n), c = i % n, cls = "sp-cell";
    if (c === n - 1) cls += " sp-last-c"; else if ((c + 1) % this.d.boxCols === 0) cls += " sp-box-r";
    if (r === n - 1) cls += " sp-last-r"; else if ((r + 1) % this.d.boxRows === 0) cls += " sp-box-b";
    return cls;
  };

  // begin starts the clock at the first interaction with the board, and
  // tells the kernel about the board.
  View.prototype.begin = function () {
    if (!this.synced) { this.synced = true; this.sync(); }
    if (!this.started) { this.started = true; this.m.syncTimer(); }
  };

  // sync sends the game to the kernel, where there is one.
  View.prototype.sync = function () {
    if (this.m.solution) this.link.send(this.m.saved());
  };

  View.prototype.select = function (i) {
    this.sel = i;
    this.paint();
  };

  // key handles a key press on the board.
  View.prototype.key = function (e) {
    var m = this.m, n = this.d.n, k = e.key, handled = true;
    this.begin();
    if (e.ctrlKey || e.metaKey) {
      var z = k.toLowerCase();
      if (z === "z" && !e.shiftKey) this.change(m.undo());
      else if (z === "y" || (z === "z" && e.shiftKey)) this.change(m.redoMove());
      else handled = false; // leave Ctrl+S, Ctrl+Enter, … to the notebook
      if (handled) { e.preventDefault(); e.stopPropagation(); }
      return;
    }
    if (k === "Tab" || k === "Escape") {
      if (k === "Escape") this.board.blur();
      return; // leave focus moves to the browser and the notebook
    }
    var r = Math.floor(this.sel / n), c = this.sel % n;
    if (this.sel < 0) { r = 0; c = 0; }
    var v = this.valueOfKey(e);
    if (k === "ArrowUp") this.select(Math.max(0, r - 1) * n + c);
    else if (k === "ArrowDown") this.select(Math.min(n - 1, r + 1) * n + c);
    else if (k === "ArrowLeft") this.select(r * n + Math.max(0, c - 1));
    else if (k === "ArrowRight") this.select(r * n + Math.min(n - 1, c + 1));
    else if (k === "Backspace" || k === "Delete" || k === "." || (k === "0" && n <= 9)) this.eraseSelected();
    else if (k === " ") { this.pencil = !this.pencil; this.paint(); }
    else if (k === "?") this.showHint();
    else if (v > 0) this.digit(v, this.pencil || e.shiftKey);
    else handled = false;
    if (handled) e.preventDefault();
    e.stopPropagation(); // the notebook must not see the board's keys
  };

  // valueOfKey reads the value a key stands for, 0 for none. Digits are
  // read from the key's position too, so Shift+3 is a 3 on any layout.
  // Letters follow the INF1010 alphabet; up to 35 they ignore case.
  View.prototype.valueOfKey = function (e) {
    var n = this.d.n, k = e.key, v = -1;
    var code = /^(Digit|Numpad)([1-9])$/.exec(e.code || "");
    if (code) v = +code[2];
    else if (k.length === 1) {
      var ch = n <= 35 ? k.toUpperCase() : k;
      v = this.d.chars.indexOf(ch) + 1;
    }
    return v >= 1 && v <= n ? v : 0;
  };

  // digit enters value v in the selected cell, or toggles its mark.
  View.prototype.digit = function (v, mark) {
    var m = this.m;
    if (this.sel < 0) return;
    this.begin();
    this.change(mark ? m.toggleMark(this.sel, v) : m.place(this.sel, v));
  };

  // eraseSelected erases the value, or when there is none, the marks.
  View.prototype.eraseSelected = function () {
    var m = this.m, i = this.sel;
    if (i < 0) return;
    this.change(m.values[i] ? m.erase(i) : m.clear(i));
  };

  // change repaints after a move; a move ends the hint or check shown.
  View.prototype.change = function (changed) {
    if (!changed) return;
    this.sync();
    this.shown = null;
    if (this.m.solved()) {
      this.shown = { cls: "sp-win", text: this.m.t("Solved in %s — well done!", clock(this.m.elapsed())) };
    }
    this.paint();
  };

  View.prototype.showHint = function () {
    var h = this.m.hint();
    this.hintLevel = h.key === this.hintKey ? Math.min(this.hintLevel + 1, 3) : 1;
    this.hintKey = h.key;
    var level = this.hintLevel, st = h.step, cells = {};
    var mark = function (list, cls) { (list || []).forEach(function (i) { cells[i] = cls; }); };
    if (h.kind === "wrong" || h.kind === "marks") { // the row first, then the cells
      if (level === 1) mark(h.row, "sp-hint-house"); else mark(h.cells, "sp-wrong");
    }
    var ghost = {}; // level 3 shows the values to place, faintly
    if (h.kind === "step") { // each level adds to the one before
      mark(st.focus, "sp-hint-house");
      if (level >= 2) mark(st.pattern, "sp-hint-cell");
      if (level === 3) {
        mark(st.elim.map(function (e) { return e[0]; }), "sp-hint-elim");
        mark(st.place.map(function (p) { return p[0]; }), "sp-hint-place");
        st.place.forEach(function (p) { ghost[p[0]] = p[1]; });
      }
    }
    if (h.kind === "stuck" && level === 3) {
      mark([h.cell], "sp-hint-place");
      ghost[h.cell] = this.m.solution[h.cell];
    }
    var text = h.kind === "solved" ? h.text(level) : this.m.t("Hint %[1]d/3: %[2]s", level, h.text(level));
    this.shown = {
      cls: h.kind === "wrong" || h.kind === "marks" ? "sp-warn" : "sp-hint", text: text,
      hint: true, cells: cells, ghost: ghost, elim: h.kind === "step" && level === 3 ? st.elim : []
    };
    this.paint();
  };

  View.prototype.check = function () {
    var m = this.m, wrong = m.wrong(), cells = {};
    wrong.forEach(function (i) { cells[i] = "sp-wrong"; });
    var text = wrong.length === 0
      ? m.t("Everything so far is right (%[1]d of %[2]d cells filled).", m.filled(), m.values.length)
      : wrong.length === 1 ? m.t("1 value is wrong: %s.", m.name(wrong[0]))
        : m.t("%[1]d values are wrong: %[2]s.", wrong.length, m.andList(wrong.map(function (i) { return m.name(i); })));
    this.shown = { cls: wrong.length ? "sp-warn" : "sp-hint", text: text, cells: cells };
    this.paint();
  };

  View.prototype.togglePause = function () {
    var m = this.m;
    m.paused = !m.paused;
    m.syncTimer();
    this.sync();
    this.paint();
    if (!m.paused) this.board.focus();
  };

  // save downloads the game as JSON; game.LoadFile reads it back.
  View.prototype.save = function () {
    var blob = new Blob([this.m.toJSON() + "\n"], { type: "application/json" });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "sudoku-game.json";
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  };

  View.prototype.tickClock = function () {
    if (!document.documentElement.contains(this.root) && this.mounted) {
      clearInterval(this.tick); // the output was cleared
      return;
    }
    this.mounted = this.mounted || document.documentElement.contains(this.root);
    if (this.timer) this.timer.textContent = clock(this.m.elapsed());
  };

  // paint brings every cell, button and message up to date.
  View.prototype.paint = function () {
    var m = this.m, n = this.d.n, self = this;
    if (!m.solution) return;
    var selV = this.sel >= 0 ? m.values[this.sel] : 0;
    var sr = Math.floor(this.sel / n), sc = this.sel % n;
    var sb = Math.floor(sr / this.d.boxRows) * this.d.boxRows + Math.floor(sc / this.d.boxCols);
    var bad = this.showRules ? m.conflicts() : {};
    var shown = this.shown || {};
    var hl = shown.cells || {};
    var elim = {};
    (shown.elim || []).forEach(function (e) { elim[e[0] + ":" + e[1]] = true; });
    for (var i = 0; i < n * n; i++) {
      var r = Math.floor(i / n), c = i % n;
      var b = Math.floor(r / this.d.boxRows) * this.d.boxRows + Math.floor(c / this.d.boxCols);
      var cls = this.cellClass(i), v = m.values[i];
      if (m.puzzle[i]) cls += " sp-given";
      // The selection's row, column and box are tinted, except under a
      // hint, which tints houses of its own.
      if (this.sel >= 0 && !shown.hint && (r === sr || c === sc || b === sb)) cls += " sp-house";
      if (selV && v === selV) cls += " sp-same";
      if (hl[i]) cls += " " + hl[i];
      if (i === this.sel) cls += " sp-sel";
      if (bad[i] && !m.puzzle[i]) cls += " sp-conflict";
      var cell = this.cells[i];
      if (cell.className !== cls) cell.className = cls;
      var label = !v ? m.t("%s empty", m.name(i))
        : m.puzzle[i] ? m.t("given %[1]s %[2]s", m.name(i), m.char(v)) : m.name(i) + " " + m.char(v);
      cell.setAttribute("aria-label", label);
      this.paintContent(i, v, m.marks[i], selV, elim, (shown.ghost || {})[i]);
    }
    // Status: filled cells, validity and solvability, as asked for.
    var parts = [esc(m.t("%[1]d/%[2]d filled", m.filled(), n * n))];
    if (this.showRules) {
      var nbad = Object.keys(bad).length;
      parts.push(nbad ? '<span class="sp-bad">' + esc(m.t("rule broken")) + "</span>" : esc(m.t("valid")));
    }
    if (this.showSolvable) {
      parts.push(m.wrong().length ? '<span class="sp-bad">' + esc(m.t("not solvable")) + "</span>"
        : '<span class="sp-good">' + esc(m.t("solvable")) + "</span>");
    }
    if (m.solved()) parts = ['<span class="sp-good">' + esc(m.t("solved")) + "</span>"];
    this.status.innerHTML = parts.join(" · ");
    this.timer.textContent = clock(m.elapsed());
    this.root.classList.toggle("sp-paused", m.paused);
    this.bPause.textContent = m.paused ? "▶ " + m.t("Resume") : "‖ " + m.t("Pause");
    this.bPencil.classList.toggle("sp-on", this.pencil);
    this.pad.classList.toggle("sp-pencil", this.pencil);
    this.bUndo.disabled = !m.history.length;
    this.bRedo.disabled = !m.redo.length;
    var count = {};
    m.values.forEach(function (v, i) { if (v && v === m.solution[i]) count[v] = (count[v] || 0) + 1; });
    this.padButtons.forEach(function (btn, k) { btn.classList.toggle("sp-done", count[k + 1] === n); });
    this.msg.className = "sp-msg " + (shown.cls || "");
    this.msg.textContent = shown.text || (this.pencil ? m.t("Pencil mode: digits toggle marks.") : "");
    self.root.setAttribute("data-state", m.solved() ? "solved" : m.paused ? "paused" : "playing");
  };

  // paintContent draws the value of cell i, or the value a hint suggests
  // (ghost), or its pencil marks, each mark in its own place. It touches
  // the cell only when what it shows changed.
  View.prototype.paintContent = function (i, v, marks, selV, elim, ghost) {
    var d = this.d, cell = this.cells[i];
    var key = v ? "v" + v : ghost ? "g" + ghost : "m" + marks.map(function (x) {
      return x + (x === selV ? "s" : "") + (elim[i + ":" + x] ? "e" : "");
    }).join(",");
    if (this.painted[i] === key) return;
    this.painted[i] = key;
    cell.textContent = v ? d.chars.charAt(v - 1) : "";
    if (!v && ghost) cell.appendChild(el("span", "sp-ghost", d.chars.charAt(ghost - 1)));
    if (v || ghost || !marks.length) return;
    var box = cell.appendChild(el("div", "sp-marks"));
    marks.forEach(function (x) {
      var cls = elim[i + ":" + x] ? "sp-elim" : x === selV ? "sp-same" : "";
      var s = box.appendChild(el("span", cls, d.chars.charAt(x - 1)));
      // Value x sits in row (x-1)/markCols, column (x-1)%markCols of the cell.
      s.style.gridRow = String(Math.floor((x - 1) / d.markCols) + 1);
      s.style.gridColumn = String((x - 1) % d.markCols + 1);
    });
  };

  /* ------------------------------------------------------------------ *
   * Mounting                                                             *
   * ------------------------------------------------------------------ */

  var views = {};

  // mount turns the output with the given id into a playable board. The
  // output may not be in the page yet when its script runs (classic
  // Notebook inserts it afterwards), so mount waits for it a little.
  function mount(id, data, tries) {
    var root = document.getElementById(id);
    if (!root) {
      if ((tries || 0) < 100) setTimeout(function () { mount(id, data, (tries || 0) + 1); }, 20);
      return;
    }
    if (views[id] && views[id].root === root) return; // mounted already
    views[id] = new View(root, data);
  }

  window.SudokitPlay = {
    version: VERSION,
    mount: mount,
    // state returns the game shown in the output with this id as JSON (the
    // format of game.Game.Save), or "" when there is no such board.
    state: function (id) { return views[id] ? views[id].m.toJSON() : ""; }
  };
})();
