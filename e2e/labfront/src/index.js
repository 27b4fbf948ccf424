// A JupyterLab-style notebook page for the browser tests: JupyterLab 4's
// kernel services, output area and renderers, and a Jupyter widgets
// manager wired to a live kernel: models come from the kernel's
// "jupyter.widget" comms, views render application/vnd.jupyter.widget-view+json
// outputs, and a page that connects to a kernel already showing widgets asks
// for their state on a "jupyter.widget.control" comm (request_states).
//
// The manager is JupyterLab's own (@jupyter-widgets/jupyterlab-manager's
// KernelWidgetManager, which JupyterLab 4 and Notebook 7 use, with the
// base, controls and output modules registered as its plugins register
// them), or with ?manager=html the embeddable one
// (@jupyter-widgets/html-manager) given a kernel.
//
// Output scripts get no kernel here, exactly as in JupyterLab: the page
// exposes window.lab to the test driver only.
import { KernelManager, ServerConnection } from "@jupyterlab/services";
import { OutputArea, OutputAreaModel } from "@jupyterlab/outputarea";
import { RenderMimeRegistry, standardRendererFactories } from "@jupyterlab/rendermime";
import { KernelWidgetManager as LabKernelWidgetManager, WIDGET_VIEW_MIMETYPE } from "@jupyter-widgets/jupyterlab-manager/lib/manager";
import { WidgetRenderer } from "@jupyter-widgets/jupyterlab-manager/lib/renderer";
import { OutputModel, OutputView } from "@jupyter-widgets/jupyterlab-manager/lib/output";
import * as controls from "@jupyter-widgets/controls";
import { Widget } from "@lumino/widgets";
import { HTMLManager } from "@jupyter-widgets/html-manager/lib/htmlmanager";
import * as base from "@jupyter-widgets/base";
import widgetsCSS from "@jupyter-widgets/controls/css/widgets.built.css";

// KernelWidgetManager is html-manager's manager with a kernel behind it.
class KernelWidgetManager extends HTMLManager {
  constructor(kernel) {
    super();
    this.kernel = kernel;
    kernel.registerCommTarget(this.comm_target_name, (comm, msg) =>
      this.handle_comm_open(new base.shims.services.Comm(comm), msg));
  }

  async _create_comm(target, modelId, data, metadata, buffers) {
    const comm = this.kernel.createComm(target, modelId);
    if (data || metadata) comm.open(data, metadata, buffers);
    return new base.shims.services.Comm(comm);
  }

  register_model(modelId, modelPromise) {
    super.register_model(modelId, modelPromise);
    modelPromise.then((m) => { resolved[modelId] = m; });
  }

  async _get_comm_info() {
    const reply = await this.kernel.requestCommInfo({ target_name: this.comm_target_name });
    return reply.content.status === "ok" ? reply.content.comms : {};
  }
}

// LabManager is JupyterLab's manager, set up as its plugins do.
class LabManager extends LabKernelWidgetManager {
  constructor(kernel) {
    const rendermime = new RenderMimeRegistry({ initialFactories: standardRendererFactories });
    super(kernel, rendermime);
    this.register({
      name: "@jupyter-widgets/base", version: base.JUPYTER_WIDGETS_VERSION,
      exports: {
        WidgetModel: base.WidgetModel, WidgetView: base.WidgetView, DOMWidgetView: base.DOMWidgetView,
        DOMWidgetModel: base.DOMWidgetModel, LayoutModel: base.LayoutModel, LayoutView: base.LayoutView,
        StyleModel: base.StyleModel, StyleView: base.StyleView, ErrorWidgetView: base.ErrorWidgetView,
      },
    });
    this.register({ name: "@jupyter-widgets/controls", version: controls.JUPYTER_CONTROLS_VERSION, exports: controls });
    this.register({ name: "@jupyter-widgets/output", version: "1.0.0", exports: { OutputModel, OutputView } });
    rendermime.addFactory({ safe: false, mimeTypes: [WIDGET_VIEW_MIMETYPE], createRenderer: (options) => new WidgetRenderer(options, this) }, -10);
    this.renderMime = rendermime;
  }

  register_model(modelId, modelPromise) {
    super.register_model(modelId, modelPromise);
    modelPromise.then((m) => { resolved[modelId] = m; });
  }
}

const style = document.createElement("style");
style.textContent = widgetsCSS;
document.head.appendChild(style);

let kernel = null, manager = null;
const resolved = {}; // model id -> model, once created
const cells = [];

// settings reads the server's address and token from the page's URL.
function settings() {
  const token = new URLSearchParams(location.search).get("token") || "";
  return ServerConnection.makeSettings({
    baseUrl: location.origin + "/", wsUrl: location.origin.replace(/^http/, "ws") + "/", token, appendToken: true,
  });
}

window.lab = {
  // start starts a sudokit kernel, or connects to the kernel with the
  // given id, and returns its id.
  async start(kernelId) {
    const km = new KernelManager({ serverSettings: settings() });
    await km.ready;
    kernel = kernelId ? km.connectTo({ model: { id: kernelId, name: "sudokit" } }) : await km.startNew({ name: "sudokit" });
    const lab = new URLSearchParams(location.search).get("manager") !== "html";
    manager = lab ? new LabManager(kernel) : new KernelWidgetManager(kernel);
    this.manager = lab ? "@jupyter-widgets/jupyterlab-manager" : "@jupyter-widgets/html-manager";
    await kernel.info;
    return kernel.id;
  },

  // restore asks the kernel for the widgets it shows (request_states) and
  // returns their model ids.
  async restore() {
    await manager._loadFromKernel();
    const models = await Promise.all(Object.values(manager._models));
    return models.map((m) => m.model_id);
  },

  // show displays the view of a model in a new output, as a reloaded
  // notebook does for the widget outputs it saved.
  async show(modelId) {
    const model = new OutputAreaModel({ trusted: true });
    model.add({ output_type: "display_data", data: { "application/vnd.jupyter.widget-view+json": { model_id: modelId, version_major: 2, version_minor: 1 } }, metadata: {} });
    return this.cell(model);
  },

  cell(model) {
    const host = document.createElement("div");
    host.className = "lab-cell";
    host.dataset.index = String(cells.length);
    document.getElementById("notebook").appendChild(host);
    const area = new OutputArea({ model, rendermime: manager.renderMime });
    Widget.attach(area, host);
    cells.push(area);
    return cells.length - 1;
  },

  // run executes code in a new cell and returns its index and status.
  async run(code) {
    const index = this.cell(new OutputAreaModel({ trusted: true }));
    const future = kernel.requestExecute({ code, store_history: true });
    cells[index].future = future;
    const reply = await future.done;
    return { index, status: reply.content.status, error: reply.content.evalue || "" };
  },

  // modelIds lists the models whose views the outputs of cell i show.
  modelIds(i) {
    const out = [];
    const model = cells[i] && cells[i].model;
    for (let k = 0; model && k < model.length; k++) {
      const view = model.get(k).data["application/vnd.jupyter.widget-view+json"];
      if (view) out.push(view.model_id);
    }
    return out;
  },

  // children lists the models a box holds.
  children(modelId) {
    const m = resolved[modelId];
    return m ? (m.get("children") || []).map((c) => c.model_id) : [];
  },

  // valueNow returns a model's value now (undefined before it exists).
  valueNow(modelId, key) {
    const m = resolved[modelId];
    return m ? m.get(key || "value") : undefined;
  },

  // settled reports whether a model has sent every change and the kernel
  // has echoed them back: the kernel has what the page has.
  settled(modelId) {
    const m = resolved[modelId];
    return !!m && m._pending_msgs === 0 && m._msg_buffer === null && m._expectedEchoMsgIds.size === 0;
  },

  // value returns a widget model's current value, as this page has it.
  async value(modelId, key) {
    const model = await manager.get_model(modelId);
    return model.get(key || "value");
  },
};
