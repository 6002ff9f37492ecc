public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a directory the executable keeps state in before anything is written there, so a
/// path that is a file, or cannot be created or written, is one clear sentence and exit 1, not a
/// failure deep inside a cache or a database.
public enum WritableDirectory {
    /// Makes `url` (and its parents) if missing, and proves it can be written by creating and
    /// removing a file in it.
    ///
    /// - Parameters:
    ///   - url: the directory.
    ///   - role: what the directory is for, as the message names it: "data directory".
    ///   - option: the option that chooses another: "--data-dir".
    /// - Throws: a ``LaunchError`` saying what is wrong with the path and what to do.
    public static func check(_ url: URL, role: String, option: String) throws(LaunchError) {
        let path = url.path
        // stat(2), which follows a link as fileExists(atPath:isDirectory:) does; that method takes
        // a Bool here and an ObjCBool on Apple's platforms.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw LaunchError(
                "the \(role) \(path) is a file, not a directory: move it away or pass another with \(option)")
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw LaunchError(
                "the \(role) \(path) cannot be created (\(reason(error))): pass another with \(option)")
        }
        let probe = url.appending(path: ".write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
            throw LaunchError("the \(role) \(path) cannot be written: pass another with \(option)")
        }
        try? FileManager.default.removeItem(at: probe)
    }

    /// The system's words for why a file operation failed (`No such file or directory`), else
    /// the error's own.
    static func reason(_ error: any Error) -> String {
        let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
        guard let posix else { return String(describing: error) }
        return String(cString: strerror(posix.code.rawValue))
    }
}
