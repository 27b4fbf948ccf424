# A JupyterHub config for TestCourseImageBehindHub and
# TestCourseServiceImage: Debian's JupyterHub on
# this machine spawns each user's server as a container of the students'
# image, the way Zero to JupyterHub's KubeSpawner starts a pod: the image's
# own command (jupyterhub-singleuser) with the hub's environment, a memory
# limit, and nothing of the host's. The test fills in the settings through
# the environment variables read below.
import asyncio
import os

from jupyterhub.spawner import Spawner
from jupyterhub.utils import random_port


class PodmanSpawner(Spawner):
    """Starts jupyterhub-singleuser in a podman container per user."""

    def container(self):
        return "sudokit-smoke-" + self.user.name

    async def podman(self, *args, check=True):
        proc = await asyncio.create_subprocess_exec(
            "podman", *args,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        out, _ = await proc.communicate()
        if check and proc.returncode != 0:
            raise RuntimeError("podman %s: %s" % (" ".join(args), out.decode(errors="replace")))
        return proc.returncode

    async def start(self):
        self.port = random_port()
        env = self.get_env()
        args = ["run", "-d", "--rm", "--name", self.container(),
                "--network", "host",
                "--memory", os.environ["SMOKE_MEMORY"], "--memory-swap", os.environ["SMOKE_MEMORY"]]
        for k, v in env.items():
            if k.startswith("JUPYTERHUB_") or k in ("JPY_API_TOKEN",):
                args += ["-e", "%s=%s" % (k, v)]
        args += [os.environ["SMOKE_IMAGE"], "jupyterhub-singleuser", "--ip=127.0.0.1", "--port=%d" % self.port]
        args += self.get_args()
        await self.podman(*args)
        return ("127.0.0.1", self.port)

    async def poll(self):
        code = await self.podman("container", "exists", self.container(), check=False)
        return None if code == 0 else 0

    async def stop(self, now=False):
        await self.podman("rm", "-f", "-t", "10", self.container(), check=False)


c = get_config()  # noqa: F821 (JupyterHub's config loader defines it)
c.JupyterHub.spawner_class = PodmanSpawner
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = int(os.environ["SMOKE_PORT"])
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ["SMOKE_HUB_PORT"])
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:%s" % os.environ["SMOKE_PROXY_API_PORT"]
c.JupyterHub.db_url = "sqlite:///" + os.path.join(os.environ["SMOKE_DIR"], "jupyterhub.sqlite")
c.JupyterHub.cookie_secret_file = os.path.join(os.environ["SMOKE_DIR"], "cookie_secret")
c.ConfigurableHTTPProxy.pid_file = os.path.join(os.environ["SMOKE_DIR"], "proxy.pid")
c.JupyterHub.authenticator_class = "dummy"
c.Spawner.start_timeout = 600
c.Spawner.http_timeout = 600
c.Spawner.default_url = "/tree"
# The test drives the hub through its REST API with a service's token
# (users, their servers and groups, and tokens for users as their own
# clients would hold).
c.JupyterHub.services = [{"name": "smoke", "api_token": os.environ["SMOKE_TOKEN"]}]
c.JupyterHub.load_roles = [{
    "name": "smoke",
    "scopes": ["admin:users", "admin:servers", "access:servers", "admin:groups", "tokens"],
    "services": ["smoke"],
}]
# TestCourseServiceImage: the course service's container is the hub's
# external service at /services/course/, registered as
# deploy/kubernetes/config.yaml registers it with Zero to JupyterHub.
if os.environ.get("SMOKE_COURSE_URL"):
    c.JupyterHub.services.append({
        "name": "course",
        "url": os.environ["SMOKE_COURSE_URL"],
        "api_token": os.environ["SMOKE_COURSE_TOKEN"],
        "oauth_no_confirm": True,
        "oauth_client_allowed_scopes": ["access:servers!user"],
    })
    c.JupyterHub.load_roles += [
        {"name": "user", "scopes": ["self", "access:servers!user", "access:services!service=course"]},
        {"name": "sudokit-course", "scopes": ["read:groups", "read:users:name"], "services": ["course"]},
    ]
