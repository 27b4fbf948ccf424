# The course service's image ("sudokit course serve", course-service.yaml):
# Go, the sudokit binary, the modules its packages import and a C compiler
# for the race detector, which is what the grading sandbox of package
# assignments compiles and runs students' submissions with. No Jupyter: the
# service reaches students' files through their own servers behind the
# hub's proxy. Build it from the repository root:
#
#   docker build -f deploy/kubernetes/course-service.Dockerfile \
#     --build-arg GOPROXY="$(go env GOPROXY | cut -d, -f1)" \
#     -t registry.example.org/sudokit-course-service:1 .
#
# scripts/images builds it with podman from a Debian base made with
# debootstrap and runs its smoke test (e2e TestCourseServiceImage).
#
# Run it as root with CAP_SYS_ADMIN and a private cgroup namespace (and no
# other privilege): the entrypoint makes the container's own control
# groups writable, and the sandbox gives every compile and test run a uid
# of its own, new pid, network, IPC and mount namespaces, a private
# read-only root and a control group (see course-service.yaml and the
# README's "Beyond one machine").

ARG BASE=debian:bookworm-slim

# ---- build: the same stage as the students' Dockerfile (kept identical by
# deploy/kubernetes's test, so that one Go pin serves both and a builder's
# layer cache shares it).
FROM ${BASE} AS build
ARG GOPROXY
ARG GO_VERSION=1.26.8
ARG GO_SHA256=30c2b1bf7dcc88d3eb0a1364e47ddd9128edb3110a30e8a0ef61cd5856b31de7
RUN test -n "$GOPROXY" || { echo "build with --build-arg GOPROXY=\$(go env GOPROXY | cut -d, -f1)" >&2; exit 1; } \
 && apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates curl unzip \
 && rm -rf /var/lib/apt/lists/*
RUN --mount=type=secret,id=cacerts \
    if [ -s /run/secrets/cacerts ]; then export CURL_CA_BUNDLE=/run/secrets/cacerts; fi \
 && curl -fsSL "$GOPROXY/golang.org/toolchain/@v/v0.0.1-go${GO_VERSION}.linux-amd64.zip" -o /tmp/go.zip \
 && echo "$GO_SHA256  /tmp/go.zip" | sha256sum -c - \
 && unzip -q /tmp/go.zip -d /tmp/go \
 && mv "/tmp/go/golang.org/toolchain@v0.0.1-go${GO_VERSION}.linux-amd64" /usr/local/go \
 && chmod -R a+x /usr/local/go/bin /usr/local/go/pkg/tool \
 && rm -rf /tmp/go /tmp/go.zip
ENV PATH=/usr/local/go/bin:$PATH \
    GOTOOLCHAIN=local \
    GOMODCACHE=/opt/sudokit/gomod \
    CGO_ENABLED=0
WORKDIR /opt/sudokit/src
COPY go.mod go.sum ./
RUN --mount=type=secret,id=cacerts \
    if [ -s /run/secrets/cacerts ]; then export SSL_CERT_FILE=/run/secrets/cacerts; fi \
 && go mod download
COPY . .
RUN go build -trimpath -o /opt/sudokit/bin/sudokit . \
 && test -f notebooks/01-board-basics.ipynb

# ---- the course service's image.
FROM ${BASE}
# gcc and libc6-dev: submissions whose code may run on two goroutines are
# compiled with the race detector, which needs cgo.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      ca-certificates gcc libc6-dev tini \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /usr/local/go /usr/local/go
COPY --from=build /opt/sudokit/gomod /opt/sudokit/gomod
COPY --from=build /opt/sudokit/bin/sudokit /opt/sudokit/bin/sudokit
COPY deploy/kubernetes/course-service-entrypoint /usr/local/bin/course-service-entrypoint

# The module cache holds what sudokit's packages import (golang.org/x/text,
# gg, …): the sandbox's compiles read it and never download.
ENV PATH=/usr/local/go/bin:/opt/sudokit/bin:$PATH \
    GOMODCACHE=/opt/sudokit/gomod \
    GOTOOLCHAIN=local \
    GOPROXY=off \
    HOME=/data
# The database and every stored file: mount a volume here.
VOLUME /data
WORKDIR /data
EXPOSE 8090
ENTRYPOINT ["tini", "--", "/usr/local/bin/course-service-entrypoint"]
CMD ["sudokit", "course", "serve", "--state", "/data", "--listen", "0.0.0.0:8090"]
