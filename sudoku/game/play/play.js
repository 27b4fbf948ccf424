/* sudokit play widget: an interactive Sudoku board for notebook outputs.
 *
 * Plain JavaScript, no framework, no network: Game.HTML (package game)
 * puts this file, the style sheet and the game's data into the output, so
 * the board works in classic Notebook, JupyterLab, Notebook 7 and exported
 * HTML alike.
 *
 * The moves are the rules of game.Game, written a second time in
 * JavaScript so the board answers at once:
 *   - a move changes one cell and remembers the cell before and after, so
 *     undo puts "before" back and redo puts "after" back;
 *   - a new move forgets the undone moves; the history keeps `limit` moves;
 *   - the clock runs while the game is neither paused nor solved;
 *   - the puzzle is solved when every cell is filled and no rule is broken
 *     (a puzzle has one solution, so that is it).
 * The page does not hold the solution or the solver's steps, from which a
 * student could read the answer: Check and Hint ask the kernel (the Link
 * below), which answers with game.AnswerPage, so they show what Go says.
 * Where there is no kernel (an exported page) they say so.
 *
 * Each output calls SudokitPlay.mount(id, data) for its own board, so any
 * number of boards can live on one page. */
(function () {
  "use strict";

  var VERSION = 4; // 2: the board sends its state to the kernel; 3: labels in the game's language; 4: checks and hints from the kernel, in every frontend
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
    this.playable = d.playable;    // false when the game is unplayable
    this.history = d.history.map(copyMove);
    this.redo = d.redo.map(copyMove);
    this.limit = d.limit;
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
    if (this.paused || !this.playable) return false;
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

  // shiftMove is undo and redo, as Game.shiftMove in Go: it moves the
  // last move of from onto to and shows its cell as the move's side
  // ("before" or "after").
  Model.prototype.shiftMove = function (from, to, side) {
    if (this.paused || !from.length) return false;
    var m = from.pop();
    to.push(m);
    this.set(m.cell, m[side]);
    return true;
  };

  Model.prototype.undo = function () {
    return this.shiftMove(this.history, this.redo, "before");
  };

  Model.prototype.redoMove = function () {
    return this.shiftMove(this.redo, this.history, "after");
  };

  // solved reports whether every cell is filled without breaking a rule:
  // the puzzle has one solution, so the board is it.
  Model.prototype.solved = function () {
    if (!this.playable || this.values.indexOf(0) >= 0) return false;
    return Object.keys(this.conflicts()).length === 0;
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
    if (this.paused || !this.playable || this.solved()) this.stop(); else this.start();
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
   * The kernel link                                                      *
   * ------------------------------------------------------------------ */

  // The kernel's comm target for boards (kernel/comm.go). Every message
  // carries {id: <game id>, seq: <number>, state: <the game as Save writes
  // it>}; a check or hint adds {request: "check" | "hint", lang, hintKey,
  // hintLevel} (game.PageRequest), and the kernel answers with a
  // game.PageAnswer carrying the same seq.
  var TARGET = "sudokit.play";

  // kernelGeneration counts the kernel (re)starts seen on this page: after
  // a restart the old comms are gone and every board opens a new one.
  var kernelGeneration = 0, watching = false;

  // seq numbers the messages of every board on the page; waiting maps the
  // seq of a request to the function that takes its answer.
  var seq = 0, waiting = {};

  function answered(a) {
    if (!a || typeof a.seq !== "number" || !waiting[a.seq]) return;
    var fn = waiting[a.seq];
    delete waiting[a.seq];
    fn(a);
  }

  // classicKernel returns the classic Notebook's kernel, or null: an
  // exported page has no kernel, and JupyterLab (and Notebook 7, built on
  // it) does not give output scripts its kernel.
  function classicKernel() {
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

  // linkInput returns the input of the widget the sudokit kernel shows
  // beside a board for JupyterLab and Notebook 7 (a Text widget whose DOM
  // classes name the game; kernel/widgets_board.go), or null. Writing a
  // message into it and firing "change" makes the widget's view send it to
  // the kernel; the kernel answers in the input's placeholder.
  function linkInput(gameId) {
    var box = document.querySelector(".sudokit-link-" + gameId);
    var input = box && box.querySelector("input");
    if (!input) return null;
    if (!input.sudokitWatched && window.MutationObserver) {
      input.sudokitWatched = true;
      new MutationObserver(function () {
        var text = input.getAttribute("placeholder");
        if (!text) return;
        try { answered(JSON.parse(text)); } catch (e) { /* not an answer */ }
      }).observe(input, { attributes: true, attributeFilter: ["placeholder"] });
    }
    return input;
  }

  // Link sends one board's messages to the kernel. Errors are logged and
  // otherwise ignored; the board never depends on the kernel for moves.
  function Link(gameId) {
    this.gameId = gameId;
    this.comm = null;
    this.kernel = null;      // the kernel the comm belongs to …
    this.generation = -1;    // … and its start
    this.refused = -1;       // the start whose kernel closed our comm
  }

  // post sends {id, seq, state, …extra}; when answer is given, it gets the
  // kernel's answer. It reports false when there is no kernel to reach.
  // Until a request is answered, every later message repeats it (with the
  // newer state): a widget front end may merge messages sent while the
  // kernel is busy and keep only the last, and the request must not be lost.
  Link.prototype.post = function (state, extra, answer) {
    if (!this.gameId) return false;
    var data = { id: this.gameId, seq: 0, state: state };
    if (extra) {
      data.seq = ++seq;
      this.asking = { seq: data.seq, extra: extra };
    } else if (this.asking && waiting[this.asking.seq]) {
      data.seq = this.asking.seq;
      extra = this.asking.extra;
    } else {
      data.seq = ++seq;
    }
    for (var key in extra || {}) data[key] = extra[key];
    var k = classicKernel();
    if (k) return this.sendComm(k, data, answer);
    var input = linkInput(this.gameId);
    if (!input) return false;
    if (answer) waiting[data.seq] = answer;
    input.value = JSON.stringify(data);
    input.dispatchEvent(new Event("change", { bubbles: true }));
    return true;
  };

  // sendComm sends data on the board's comm in classic Notebook: the
  // first message opens the comm, later ones use it.
  Link.prototype.sendComm = function (k, data, answer) {
    var self = this;
    if (this.refused === kernelGeneration) return false;
    try {
      if (answer) waiting[data.seq] = answer;
      if (this.comm && this.kernel === k && this.generation === kernelGeneration) {
        this.comm.send(data);
        return true;
      }
      this.kernel = k;
      this.generation = kernelGeneration;
      this.comm = k.comm_manager.new_comm(TARGET, data);
      var gen = this.generation, comm = this.comm;
      if (comm && typeof comm.on_msg === "function") {
        comm.on_msg(function (msg) { answered(msg && msg.content && msg.content.data); });
      }
      if (comm && typeof comm.on_close === "function") {
        // A kernel without the target closes the comm at once: stop trying
        // until the kernel restarts.
        comm.on_close(function () { if (self.comm === comm) { self.comm = null; self.refused = gen; } });
      }
      return true;
    } catch (e) {
      this.comm = null;
      delete waiting[data.seq];
      if (window.console) window.console.warn("sudokit: cannot send the board to the kernel:", e);
      return false;
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

    if (!m.playable) { // an unplayable game shows why, under its board
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
    option("Show solvability", this.showSolvable, function (on) { self.showSolvable = on; if (on) self.askSolvable(); });
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

  // sync sends the game to the kernel, where there is one, and asks for a
  // check when solvability is shown.
  View.prototype.sync = function () {
    if (!this.m.playable) return;
    if (this.showSolvable) this.askSolvable(); else this.link.post(this.m.saved());
  };

  // ask sends a request about the game to the kernel and calls fn with
  // the answer; without a kernel it says so on the board.
  View.prototype.ask = function (request, extra, fn) {
    var self = this, m = this.m;
    extra = extra || {};
    extra.request = request;
    extra.lang = this.d.lang || "";
    var sent = this.link.post(m.saved(), extra, function (a) {
      if (a.error) {
        self.shown = { cls: "sp-warn", text: a.error };
        self.paint();
        return;
      }
      fn(a);
    });
    if (!sent) {
      this.shown = { cls: "sp-warn", text: m.t("Checks and hints come from the sudokit kernel, and this page has none.") };
      this.paint();
    }
    return sent;
  };

  // askSolvable asks the kernel whether the board can still be solved.
  View.prototype.askSolvable = function () {
    var self = this;
    this.link.post(this.m.saved(), { request: "check", lang: this.d.lang || "" }, function (a) {
      self.wrong = a.wrong || [];
      self.paint();
    });
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

  // showHint asks the kernel for a hint, one level more when it is about
  // the same thing as the hint shown, and shows it as Game.Hint gives it.
  View.prototype.showHint = function () {
    var self = this, m = this.m;
    this.ask("hint", { hintKey: this.hintKey, hintLevel: this.hintLevel }, function (a) {
      self.hintKey = a.key;
      self.hintLevel = a.level;
      var text = a.kind === "solved" ? a.text : m.t("Hint %[1]d/3: %[2]s", a.level, a.text);
      self.shown = {
        cls: a.kind === "wrong" || a.kind === "marks" ? "sp-warn" : "sp-hint", text: text,
        hint: true, cells: a.cells || {}, ghost: a.ghost || {}, elim: a.elim || []
      };
      self.paint();
    });
  };

  // check asks the kernel which values are wrong.
  View.prototype.check = function () {
    var self = this, m = this.m;
    this.ask("check", {}, function (a) {
      var wrong = a.wrong || [], cells = {};
      self.wrong = wrong;
      wrong.forEach(function (i) { cells[i] = "sp-wrong"; });
      var text = wrong.length === 0
        ? m.t("Everything so far is right (%[1]d of %[2]d cells filled).", m.filled(), m.values.length)
        : wrong.length === 1 ? m.t("1 value is wrong: %s.", m.name(wrong[0]))
          : m.t("%[1]d values are wrong: %[2]s.", wrong.length, m.andList(wrong.map(function (i) { return m.name(i); })));
      self.shown = { cls: wrong.length ? "sp-warn" : "sp-hint", text: text, cells: cells };
      self.paint();
    });
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
    if (!m.playable) return;
    var selV = this.sel >= 0 ? m.values[this.sel] : 0;
    var sr = Math.floor(this.sel / n), sc = this.sel % n;
    var sb = Math.floor(sr / this.d.boxRows) * this.d.boxRows + Math.floor(sc / this.d.boxCols);
    var conflicts = m.conflicts(), bad = this.showRules ? conflicts : {};
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
    if (this.showSolvable && this.wrong) { // as the kernel last said
      parts.push(this.wrong.length ? '<span class="sp-bad">' + esc(m.t("not solvable")) + "</span>"
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
    m.values.forEach(function (v, i) { if (v && !conflicts[i]) count[v] = (count[v] || 0) + 1; });
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
