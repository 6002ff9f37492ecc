import Foundation

/// What `body` gives, worked out on a thread of its own: for the tools' work that blocks
/// (waiting for a process, copying or reading a tree of files) when called from async code.
///
/// On the shared pool such work holds one of its threads, of which there are as many as cores,
/// from every other task in the process. Inside the tests, where the tools run beside in-process
/// servers and every other test, two such waits on a 2-core machine stopped all of them for
/// most of a minute.
public func onThreadOfItsOwn<Value: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: Result(catching: body)) }
    }
    return try result.get()
}
