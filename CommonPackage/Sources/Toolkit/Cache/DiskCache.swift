public import Foundation
public import Logger
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes on disk, one file per key, with a time to live and a size limit.
///
/// Each file is named by a 128-bit hash of its key and holds the key, the time it was written and
/// the payload, so a read can tell a valid entry from a truncated, corrupt, expired or colliding
/// one. Writes go to a temporary file that is renamed into place, so a reader sees a whole old
/// entry or a whole new one, never part of either. A file that cannot be read is a miss: it is
/// deleted and logged. When a write takes the total over the limit, a background task deletes the
/// least recently used files until the total is about 70% of it, so writes and reads never wait
/// for trimming. Safe to use from any number of tasks at once: the lock guards only the index
/// (which files exist, their sizes and recency); reading, writing, renaming and deleting files
/// happen outside it, and an index that a race left out of step with the folder is corrected
/// by the next read of that entry.
public final class DiskCache: Sendable {
    /// The folder holding the files.
    public let directory: URL
    private let timeToLive: Duration
    private let sizeLimit: Int
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let state = Mutex(Index())

    /// The files known to exist, least recently used first, with their sizes.
    private struct Index {
        var isLoaded = false
        var isUsable = true
        var files = LRUList<String, Int>()
        var totalSize = 0
        var trim: Task<Void, Never>?
    }

    /// Creates a cache in `directory`, which is created when first needed.
    ///
    /// - Parameters:
    ///   - directory: the folder the entries' files are kept in.
    ///   - timeToLive: how long an entry stays valid after it is written.
    ///   - sizeLimit: the most bytes the files may take before trimming starts.
    ///   - logger: where a file that cannot be read or written is reported.
    ///   - now: the clock, replaceable in tests.
    public init(
        directory: URL, timeToLive: Duration, sizeLimit: Int, logger: Logger = .disabled,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.directory = directory
        self.timeToLive = timeToLive
        self.sizeLimit = max(0, sizeLimit)
        self.logger = logger
        self.now = now
    }

    /// The total size of the entries, in bytes.
    package var totalSize: Int {
        loadIndexIfNeeded()
        return state.withLock { $0.totalSize }
    }

    /// The number of entries.
    package var count: Int {
        loadIndexIfNeeded()
        return state.withLock { $0.files.count }
    }

    /// The payload stored for `key`, or `nil` when there is none, it expired, or it is unreadable.
    public func data(for key: String) -> Data? {
        guard loadIndexIfNeeded() else { return nil }
        let name = Self.fileName(for: key)
        let url = directory.appending(path: name)
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            if FileManager.default.fileExists(atPath: url.path) {
                discard(name, because: "it could not be read (\(error))")
            } else {
                state.withLock { $0.totalSize -= $0.files.remove(name) ?? 0 }
            }
            return nil
        }
        switch DiskEntry.parse(bytes, expectedKey: key) {
        case let .valid(writtenAt, payload):
            guard now().timeIntervalSince(writtenAt) <= timeToLive / .seconds(1) else {
                discard(name, because: "it expired", level: .debug)
                return nil
            }
            state.withLock { _ = $0.files.touch(name) }
            _ = utimes(url.path, nil)  // so recency survives a restart
            return payload
        case .otherKey:
            return nil  // a hash collision: the file belongs to another key
        case let .corrupt(reason):
            discard(name, because: reason)
            return nil
        }
    }

    /// Stores `data` for `key`, replacing what was there.
    ///
    /// - Returns: whether the entry was written; failures are logged, never thrown.
    @discardableResult
    public func store(_ data: Data, for key: String) -> Bool {
        guard loadIndexIfNeeded() else { return false }
        let entry = DiskEntry.encode(key: key, payload: data, writtenAt: now())
        guard entry.count <= sizeLimit else {
            logger.notice(
                "entry larger than the disk cache; not stored",
                metadata: ["key": "\(key)", "bytes": "\(entry.count)"])
            return false
        }
        let name = Self.fileName(for: key)
        let temporary = directory.appending(path: ".tmp-\(UUID().uuidString)")
        do {
            try entry.write(to: temporary)
        } catch {
            logger.warning("disk cache write failed", metadata: ["key": "\(key)", "error": "\(error)"])
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        let destination = directory.appending(path: name)
        // The rename and the index change happen together: two stores of one key at once must
        // leave the index with the size of the file that won, not of the one it replaced.
        let outcome = state.withLock { state -> (renamed: Bool, error: Int32, needsTrim: Bool) in
            guard rename(temporary.path, destination.path) == 0 else { return (false, errno, false) }
            state.totalSize += entry.count - (state.files.set(entry.count, for: name) ?? 0)
            return (true, 0, state.totalSize > sizeLimit && state.trim == nil)
        }
        guard outcome.renamed else {
            logger.warning(
                "disk cache rename failed", metadata: ["key": "\(key)", "errno": "\(outcome.error)"])
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        if outcome.needsTrim { startTrim() }
        return true
    }

    /// Deletes the entry for `key`.
    public func remove(_ key: String) {
        guard loadIndexIfNeeded() else { return }
        let name = Self.fileName(for: key)
        state.withLock { state in
            state.totalSize -= state.files.remove(name) ?? 0
            unlink(directory.appending(path: name).path)
        }
    }

    /// Deletes every entry.
    public func removeAll() {
        guard loadIndexIfNeeded() else { return }
        state.withLock { state in
            while let (name, _) = state.files.removeOldest() { unlink(directory.appending(path: name).path) }
            state.totalSize = 0
        }
    }

    /// Waits for a running trim, if any, to finish.
    package func waitForTrim() async {
        await state.withLock { $0.trim }?.value
    }

    // MARK: - Trimming

    private func startTrim() {
        state.withLock { state in
            guard state.trim == nil else { return }
            state.trim = Task.detached(priority: .utility) { [self] in trim() }
        }
    }

    /// Deletes least recently used files, one per lock hold so reads and writes interleave,
    /// until the total is at most 70% of the limit. Each file goes in the same hold as its index
    /// entry, so a store of the same key in between is never deleted behind the index's back.
    private func trim() {
        let target = sizeLimit / 10 * 7
        var removed = 0
        while true {
            let didRemove = state.withLock { state -> Bool in
                guard state.totalSize > target, let (name, size) = state.files.removeOldest() else {
                    state.trim = nil
                    return false
                }
                state.totalSize -= size
                unlink(directory.appending(path: name).path)
                return true
            }
            guard didRemove else { break }
            removed += 1
        }
        logger.info("trimmed disk cache", metadata: ["removed": "\(removed)", "bytes": "\(totalSize)"])
    }

    // MARK: - Index

    /// Reads the folder once: sizes, and recency from modification times. Removes temporary files
    /// an interrupted write left behind.
    ///
    /// - Returns: whether the cache can be used; when the folder cannot be made, every call misses.
    @discardableResult
    private func loadIndexIfNeeded() -> Bool {
        if let usable = state.withLock({ $0.isLoaded ? $0.isUsable : nil }) { return usable }
        // The folder is read outside the lock; two first callers may both read it, and the
        // first to finish installs its index.
        let listing = readFolder()
        return state.withLock { state in
            if state.isLoaded { return state.isUsable }
            state.isLoaded = true
            guard let files = listing else {
                state.isUsable = false
                return false
            }
            for file in files {
                state.files.set(file.size, for: file.name)
                state.totalSize += file.size
            }
            return true
        }
    }

    /// The cache files, oldest first, or `nil` when the folder cannot be made or read. Deletes
    /// temporary files an interrupted write left behind over an hour ago.
    private func readFolder() -> [(name: String, size: Int)]? {
        let contents: [String]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            logger.error(
                "disk cache unusable; caching in memory only",
                metadata: ["directory": "\(directory.path)", "error": "\(error)"])
            return nil
        }
        let oneHourAgo = now().addingTimeInterval(-3600)
        var files: [(name: String, size: Int, modified: Date)] = []
        for name in contents {
            let path = directory.appending(path: name).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let modified = attributes?[.modificationDate] as? Date ?? .distantPast
            if name.hasSuffix(".cache") {
                // A UInt, or with Foundation's own library loaded an NSNumber, which casts to Int.
                let size = attributes?[.size].flatMap { $0 as? Int ?? ($0 as? UInt).map { Int($0) } } ?? 0
                files.append((name, size, modified))
            } else if name.hasPrefix(".tmp-"), modified < oneHourAgo {
                unlink(path)
            }
        }
        return files.sorted { $0.modified < $1.modified }.map { ($0.name, $0.size) }
    }

    private func discard(_ name: String, because reason: String, level: Logger.Level = .warning) {
        logger.log(
            level: level, "discarded disk cache file", metadata: ["file": "\(name)", "reason": "\(reason)"])
        state.withLock { $0.totalSize -= $0.files.remove(name) ?? 0 }
        unlink(directory.appending(path: name).path)
    }

    /// The file name for `key`: 128 bits of two FNV-1a hashes, in hex.
    static func fileName(for key: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in key.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second &* 0x0000_0100_0000_01b3) ^ UInt64(byte)
        }
        return hex(first) + hex(second) + ".cache"
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// The layout of one cache file: `LMC1`, the write time (milliseconds since 1970), the key's
/// length and the payload's length, then the key and the payload. All integers little-endian.
enum DiskEntry {
    enum Parsed {
        case valid(writtenAt: Date, payload: Data)
        case otherKey
        case corrupt(String)
    }

    static let magic: [UInt8] = Array("LMC1".utf8)
    static let headerSize = 4 + 8 + 4 + 8

    static func encode(key: String, payload: Data, writtenAt: Date) -> Data {
        let keyBytes = Array(key.utf8)
        var data = Data(capacity: headerSize + keyBytes.count + payload.count)
        data.append(contentsOf: magic)
        append(UInt64(max(0, writtenAt.timeIntervalSince1970 * 1000)), to: &data)
        append(UInt32(keyBytes.count), to: &data)
        append(UInt64(payload.count), to: &data)
        data.append(contentsOf: keyBytes)
        data.append(payload)
        return data
    }

    static func parse(_ data: Data, expectedKey: String) -> Parsed {
        let bytes = [UInt8](data.prefix(headerSize))
        guard bytes.count == headerSize else { return .corrupt("it is shorter than its header") }
        guard Array(bytes[0..<4]) == magic else { return .corrupt("it is not a cache file") }
        let millis = read(UInt64.self, bytes, at: 4)
        let keyLength = Int(read(UInt32.self, bytes, at: 12))
        let payloadLength = read(UInt64.self, bytes, at: 16)
        guard payloadLength <= UInt64(Int.max - headerSize - keyLength),
            data.count == headerSize + keyLength + Int(payloadLength)
        else { return .corrupt("it is truncated or has extra bytes") }
        let keyStart = data.startIndex + headerSize
        guard String(decoding: data[keyStart..<keyStart + keyLength], as: UTF8.self) == expectedKey else {
            return .otherKey
        }
        return .valid(
            writtenAt: Date(timeIntervalSince1970: Double(millis) / 1000),
            payload: data.subdata(in: keyStart + keyLength..<data.endIndex))
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    private static func read<T: FixedWidthInteger>(_ type: T.Type, _ bytes: [UInt8], at offset: Int) -> T {
        bytes[offset..<offset + MemoryLayout<T>.size].reversed().reduce(T.zero) { $0 << 8 | T($1) }
    }
}
