import Foundation

// The start-up benchmark's reference: a Foundation program that prints one line. It loads what
// every Swift program on Linux that imports Foundation loads (Foundation, its ICU), and no more.
FileHandle.standardOutput.write(Data("Hello, world\n".utf8))
