#if FUZZING
/// libFuzzer's entry when linked with `-sanitize=fuzzer`: runs `callback` on generated inputs, taking
/// libFuzzer's options from the command line.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// Starts libFuzzer from a fuzz executable's entry point (only in builds with `-sanitize=fuzzer`).
public enum FuzzerDriver {
    /// Hands the process's arguments to libFuzzer, which calls `callback` for every input.
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                           _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, callback)
    }

    /// The bytes of one input.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }
}
#endif
