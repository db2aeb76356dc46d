module github.com/pedbook/pedbook/auth

go 1.26

replace github.com/pedbook/pedbook => ../
