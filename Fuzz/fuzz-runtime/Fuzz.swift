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
/// Replays the files and folders given on the command line through the runtime checks.
@main enum Replay {
    static func main() { FuzzChecks.replay(Array(CommandLine.arguments.dropFirst()), FuzzChecks.runtime) }
}
#endif
