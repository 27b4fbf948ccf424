module example.com/course/window

go 1.26
