import Foundation
import FuzzChecks

// `make fuzz` builds this with -sanitize=fuzzer,address -DFUZZING: libFuzzer generates inputs for
// FuzzChecks.runtime. An ordinary build replays files instead: `fuzz-runtime CRASH-FILE-OR-FOLDER ...`.
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzChecks.runtime(FuzzerDriver.bytes(data, size))
    return 0
}

@_cdecl("fuzz_runtime_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzerDriver.run(argc, argv, fuzzOne)
}
#else
/// Replays the files and folders given on the command line through the runtime checks; with `--shrink FILE`,
/// prints the shortest run found from FILE that still breaks a property, as a Swift array for a regression test.
@main enum Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.first == "--shrink", arguments.count == 2 else {
            FuzzChecks.replay(arguments, FuzzChecks.runtime)
            return
        }
        let bytes = Array(FileManager.default.contents(atPath: arguments[1]) ?? Data())
        guard FuzzChecks.runtimeProblem(bytes) != nil else {
            print("\(arguments[1]) breaks no property: nothing to shrink")
            return
        }
        let shrunk = FuzzChecks.shrinkRuntime(bytes)
        print("scene: \(FuzzChecks.runtimeScene(shrunk))")
        print("problem: \(FuzzChecks.runtimeProblem(shrunk) ?? "")")
        print("bytes: \(FuzzChecks.literal(shrunk))")
    }
}
#endif
