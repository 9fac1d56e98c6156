import Foundation

/// A user's package as `herosim preview` sees it: its folder and the program that shows its previews, which is
/// its executable product, or for a package of libraries, a preview host built for them (`PreviewHostPackage`).
struct PreviewPackage {
    /// The user's package, whose sources are watched.
    let folder: String
    /// The package that is built: the user's, or its preview host.
    let buildFolder: String
    let product: String
    /// The build folder, when not the built package's own `.build`. A preview host builds in the user's package's
    /// build folder, so the host's first build reuses everything the package's own build made (HeroSim
    /// included) instead of building it all again.
    let scratchPath: String?
    /// Whether the built package shares its build folder with another root package (a preview host with the
    /// user's package). SwiftPM keeps the last build plan of a folder (`debug.yaml`) and, when no manifest
    /// changed, runs it again for whichever package is built there ("No target named 'HeroSimPreviewHost…' in
    /// build description"); the host's builds forget it before and after, so each build plans its own.
    let sharesBuildFolder: Bool

    /// Reads the package in `folder` (`swift package describe`) and picks the program that shows its previews:
    /// the executable product `product` if given, else the only one; with no executable, a preview host linking
    /// its library products (or only the library `product`). Errors say what the package has.
    init(folder: String, product: String?, scratchPath: String? = nil) throws {
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
            throw UserFacingError(message: "\(folder): no Package.swift here; give the folder of a Swift package")
        }
        self.folder = url.path
        let description = try SwiftTool.output(["package", "--package-path", url.path, "describe", "--type", "json"],
                                               failure: "cannot read the package in \(folder)")
        let contents = try PackageContents(describing: description)
        let executables = contents.executables
        let libraries = contents.libraries.filter { product == nil || $0.product == product }
        if let product, executables.contains(product) {
            self.product = product
        } else if product != nil, executables.isEmpty, !libraries.isEmpty {
            // The preview host of the library asked for.
            self.product = PreviewHostPackage.product
        } else if let product {
            let has = executables.isEmpty ? contents.libraries.map(\.product) : executables
            throw UserFacingError(message: "\(folder): no \(executables.isEmpty ? "library" : "executable") product '\(product)'; it has \(has.isEmpty ? "none" : has.joined(separator: ", "))")
        } else if executables.count == 1 {
            self.product = executables[0]
        } else if executables.isEmpty, !libraries.isEmpty {
            self.product = PreviewHostPackage.product
        } else if executables.isEmpty {
            throw UserFacingError(message: "\(folder): the package has no library or executable product to preview. Declare the library your #Preview blocks are in as a product (`.library(name: \"MyViews\", targets: [\"MyViews\"])`)")
        } else {
            throw UserFacingError(message: "\(folder): the package has several executables (\(executables.joined(separator: ", "))); choose one with --product")
        }
        if executables.isEmpty {
            let host = try PreviewHostPackage(packageFolder: url.path, buildFolder: scratchPath ?? url.appendingPathComponent(".build").path,
                                              libraries: libraries.map { ($0.product, $0.modules) })
            buildFolder = host.folder
            self.scratchPath = scratchPath ?? url.appendingPathComponent(".build").path
            sharesBuildFolder = true
        } else {
            buildFolder = url.path
            self.scratchPath = scratchPath
            sharesBuildFolder = false
        }
    }

    /// The products of a package and the Swift modules of each, from `swift package describe --type json`.
    struct PackageContents {
        /// The executable products' names.
        let executables: [String]
        /// The library products, each with its Swift modules.
        let libraries: [(product: String, modules: [String])]

        init(describing json: Data) throws {
            struct Description: Decodable {
                struct Product: Decodable {
                    let name: String
                    let type: [String: [String]?]
                    let targets: [String]
                }
                struct Target: Decodable {
                    let name: String
                    let c99name: String?
                    let module_type: String?
                }
                let products: [Product]
                let targets: [Target]
            }
            let description: Description
            do {
                description = try JSONDecoder().decode(Description.self, from: json)
            } catch {
                throw UserFacingError(message: "cannot read the package's description: \(error)")
            }
            let swiftModules = Dictionary(description.targets.filter { $0.module_type == "SwiftTarget" }.map { ($0.name, $0.c99name ?? $0.name) },
                                          uniquingKeysWith: { first, _ in first })
            executables = description.products.filter { $0.type.keys.contains("executable") }.map(\.name)
            libraries = description.products.filter { $0.type.keys.contains("library") }.map { product in
                (product.name, product.targets.compactMap { swiftModules[$0] })
            }
        }
    }

    /// `--package-path` and, when set, `--scratch-path` for `swift build`.
    private var location: [String] { ["--package-path", buildFolder] + (scratchPath.map { ["--scratch-path", $0] } ?? []) }

    /// Builds the product, showing the build's output on standard error.
    func build() throws {
        forgetSharedPlan()
        defer { forgetSharedPlan() }
        let status = try SwiftTool.run(["build"] + location + ["--product", product], output: .standardError)
        guard status == 0 else { throw UserFacingError(message: "the build of \(product) failed (above)") }
    }

    /// Builds the product with its output kept: the exit status and the output.
    func buildCapturingOutput() throws -> (Int32, String) {
        forgetSharedPlan()
        defer { forgetSharedPlan() }
        return try SwiftTool.outputAndStatus(["build"] + location + ["--product", product])
    }

    /// Removes the build plan SwiftPM keeps in a shared build folder (see `sharesBuildFolder`), so that the next
    /// build there, the host's or the user's package's, plans for its own package.
    private func forgetSharedPlan() {
        guard sharesBuildFolder, let scratchPath else { return }
        try? FileManager.default.removeItem(atPath: scratchPath + "/debug.yaml")
    }

    /// Runs the built program with the preview request `arguments`; returns its exit status.
    func runPreviews(arguments: [String]) throws -> Int32 {
        let process = try startPreviews(at: programPath(), arguments: arguments)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Where the build puts the program.
    func programPath() throws -> String {
        let binFolder = try SwiftTool.output(["build"] + location + ["--show-bin-path"], failure: "cannot find the build's folder")
        return String(decoding: binFolder, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) + "/\(product)"
    }

    /// Starts the program at `path` (`programPath()`) with the preview request `arguments`, and waits until it
    /// says it took the request (a program whose `@main` is not a HeroSim `App` never does: it is stopped).
    func startPreviews(at path: String, arguments: [String]) throws -> Process {
        let acknowledgement = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-preview-ack-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: acknowledgement) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        var environment = ProcessInfo.processInfo.environment
        environment["HEROSIM_PREVIEW"] = String(decoding: try JSONEncoder().encode(arguments), as: UTF8.self)
        environment["HEROSIM_PREVIEW_ACK"] = acknowledgement
        process.environment = environment
        do { try process.run() } catch { throw UserFacingError(message: "cannot start \(path): \(error.localizedDescription)") }
        let deadline = Date().addingTimeInterval(PreviewPackage.answerTimeout)
        while !FileManager.default.fileExists(atPath: acknowledgement), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        if !FileManager.default.fileExists(atPath: acknowledgement) {
            guard process.isRunning else {
                process.waitUntilExit()
                throw UserFacingError(message: "\(product) ended (status \(process.terminationStatus)) without showing its previews: its @main must be a HeroSim App (`@main struct MyApp: App`)")
            }
            process.terminate()
            throw UserFacingError(message: "\(product) did not take the preview request within \(Int(PreviewPackage.answerTimeout)) s: its @main must be a HeroSim App (`@main struct MyApp: App`), which shows previews when herosim preview runs it")
        }
        return process
    }

    /// How long a started program has to say it took the request, seconds.
    static let answerTimeout = 20.0
}

/// The `swift` command (or `$SWIFT`), run as a child process.
enum SwiftTool {
    /// Where a child's standard output goes.
    enum Output { case standardError, inherit }

    private static func process(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"] + arguments
        return process
    }

    /// Runs `swift ARGUMENTS` with its output shown; returns the exit status.
    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let process = process(arguments)
        if output == .standardError { process.standardOutput = FileHandle.standardError }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs `swift ARGUMENTS` and returns its exit status with its output and error output together.
    static func outputAndStatus(_ arguments: [String]) throws -> (Int32, String) {
        let process = process(arguments)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The standard output of `swift ARGUMENTS`; a failure throws `failure` with the command's error output.
    static func output(_ arguments: [String], failure: String) throws -> Data {
        let process = process(arguments)
        let out = Pipe()
        // The error output goes to a file, so that neither pipe can fill while the other is read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-swift-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? Data(contentsOf: errorFile)) ?? Data()
        guard process.terminationStatus == 0 else {
            throw UserFacingError(message: "\(failure): \(String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return data
    }
}
