import Foundation
import Headless
import Raster

/// A folder of output written all at once: every file goes into a hidden staging folder beside the target
/// (`.NAME.partial-PID-RANDOM`, `StagingName`), which takes the target's place (by rename) only when the
/// whole output is written. On any failure the staging folder is removed and the previous output is left as
/// it was. The staging folder is registered with `StagingRegistry`, so an interruption (SIGINT, SIGTERM,
/// SIGHUP in `herosim`) removes it too; what a killed process left is swept by the next `begin` for the same
/// target (`StagingSweep`).
///
/// A target that exists must be a folder holding only files this kind of output writes (`isOurs`), so
/// that replacing it never deletes anything else.
public struct OutputFolder {
    /// The folder the output is for.
    public let target: String
    /// Where the files are written until `commit()`.
    public let staging: String
    /// What the output is, for error messages: "frames", "gallery images".
    let what: String

    /// The registry the staging folder is registered with.
    let registry: StagingRegistry

    /// Prepares to write `what` into `target`: checks the target, creates its parent folders if missing,
    /// sweeps stale stagings of dead processes beside it and makes an empty staging folder beside it.
    /// `isOurs` says whether a file name in an existing target is one this output writes.
    public static func begin(_ target: String, what: String, isOurs: (String) -> Bool,
                             registry: StagingRegistry = .shared) throws(OutputError) -> OutputFolder {
        let url = URL(fileURLWithPath: target).standardizedFileURL
        let path = url.path
        let name = url.lastPathComponent
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        guard path != "/", path != home, !name.isEmpty, name != "." , name != ".." else {
            throw OutputError(what: what, path: target, reason: "refusing to replace \(path == "/" ? "the root folder" : path == home ? "the home folder" : "this folder"); choose a new folder")
        }
        let parent = url.deletingLastPathComponent().path
        try makeFolder(parent, for: target, what: what)
        StagingSweep.sweep(beside: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputError(what: what, path: target, reason: "it is a file, not a folder")
            }
            let entries: [String]
            do { entries = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
                throw OutputError(what: what, path: target, reason: OutputError.reason(error))
            }
            if let foreign = entries.sorted().first(where: { !isOurs($0) }) {
                throw OutputError(what: what, path: target,
                                  reason: "the folder holds files HeroSim did not write (such as '\(foreign)'); choose an empty or new folder")
            }
        }
        let staging = "\(parent)/\(StagingName.fresh(for: name).fileName)"
        do {
            try registry.create(staging) { () throws in
                guard mkdir(staging, 0o755) == 0 else {
                    throw OutputError(what: what, path: target, reason: OutputError.phrase(errno) + " (while creating \(staging))")
                }
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(what: what, path: target, reason: "\(error)")
        }
        return OutputFolder(target: path, staging: staging, what: what, registry: registry)
    }

    /// Puts the staged output in the target's place; the previous output, if any, is then removed. If the
    /// swap fails, the previous output is put back. The swap runs with no interruption during it: an
    /// interruption before it leaves the previous output, one after it the new output.
    public func commit() throws(OutputError) {
        let aside = "\(staging).previous"
        var previous: String?
        do {
            try registry.swap(staging) { () throws -> [String] in
                if FileManager.default.fileExists(atPath: target) {
                    guard rename(target, aside) == 0 else {
                        throw OutputError(what: what, path: target, reason: OutputError.phrase(errno))
                    }
                    previous = aside
                }
                guard rename(staging, target) == 0 else {
                    let reason = OutputError.phrase(errno)
                    if let previous { rename(previous, target) }
                    throw OutputError(what: what, path: target, reason: reason)
                }
                return previous.map { [$0] } ?? []
            }
        } catch {
            abandon()
            throw error as? OutputError ?? OutputError(what: what, path: target, reason: "\(error)")
        }
        if let previous {
            try? FileManager.default.removeItem(atPath: previous)
            registry.forget(previous)
        }
    }

    /// Removes the staging folder and whatever was written into it.
    public func abandon() {
        try? FileManager.default.removeItem(atPath: staging)
        registry.forget(staging)
    }

    /// Runs `write` with the staging folder's path, then commits. If `write` throws, the staging folder is
    /// removed and the error rethrown; a file that could not be written becomes an `OutputError` naming the
    /// target and the reason.
    public func write<T>(_ write: (String) throws -> T) throws -> T {
        let result: T
        do {
            result = try write(staging)
        } catch RasterError.cannotWrite(_, let reason) {
            abandon()
            throw OutputError(what: what, path: target, reason: reason.prefix(1).lowercased() + reason.dropFirst())
        } catch let error as CocoaError {
            abandon()
            throw OutputError(what: what, path: target, reason: OutputError.reason(error))
        } catch {
            abandon()
            throw error
        }
        try commit()
        return result
    }

    /// Creates `folder` and its parents, naming the part of the path that is in the way.
    private static func makeFolder(_ folder: String, for target: String, what: String) throws(OutputError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputError(what: what, path: target, reason: "not a directory (\(folder) is a file)")
            }
            return
        }
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        if parent != folder { try makeFolder(parent, for: target, what: what) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw OutputError(what: what, path: target, reason: OutputError.phrase(errno) + " (while creating \(folder))")
        }
    }
}

/// Output that could not be written: which folder, and why, in one line.
public struct OutputError: Error, Hashable, CustomStringConvertible {
    /// What was being written: "frames", "gallery images".
    public var what: String
    /// The target folder.
    public var path: String
    /// Why, in words: "permission denied", "no space left on device", "not a directory (… is a file)".
    public var reason: String

    /// Creates an error.
    public init(what: String, path: String, reason: String) {
        self.what = what
        self.path = path
        self.reason = reason
    }

    /// `cannot write frames to out: no space left on device`.
    public var description: String { "cannot write \(what) to \(path): \(reason)" }

    /// The C library's phrase for `code`, in lower case: "permission denied".
    static func phrase(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The reason behind a Foundation or C error, in words.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return phrase(Int32(posix.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return phrase(Int32(nsError.code)) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return phrase(EACCES)
        case .fileWriteOutOfSpace: return phrase(ENOSPC)
        case .fileWriteVolumeReadOnly: return phrase(EROFS)
        case .fileNoSuchFile, .fileReadNoSuchFile: return phrase(ENOENT)
        default: return "\(error)"
        }
    }
}
