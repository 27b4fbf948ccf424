module github.com/sudokit/sudokit

go 1.26.8
