module example.com/hw/singles

go 1.22
