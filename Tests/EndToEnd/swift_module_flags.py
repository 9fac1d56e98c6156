"""The compiler flags that let `swiftc` import the debug build's modules (HeroSim and what it imports), as
SwiftPM passes them: the modules folder, the C shims' module maps and the system headers they name."""
import os, subprocess

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
build = os.path.join(root, ".build", "debug")


def import_flags():
    """`-I` and `-Xcc` flags for the modules of `.build/debug` (run after `swift build`)."""
    flags = ["-I", os.path.join(build, "Modules")]
    shims = os.path.join(root, "Sources", "Shims")
    for shim in sorted(os.listdir(shims)):
        folder = os.path.join(shims, shim)
        if os.path.exists(os.path.join(folder, "module.modulemap")):
            flags += ["-I", folder]
        generated = os.path.join(build, f"{shim}.build", "module.modulemap")   # SwiftPM's, for a target with an include folder
        if os.path.exists(generated):
            flags += ["-Xcc", f"-fmodule-map-file={generated}", "-I", os.path.join(folder, "include")]
    for package in ("cairo", "librsvg-2.0", "sdl2"):
        run = subprocess.run(["pkg-config", "--cflags-only-I", package], capture_output=True, text=True)
        for flag in run.stdout.split():
            flags += ["-Xcc", flag]
    return flags


def toolchain_tool(name):
    """The path of `name` (swiftc, swift-symbolgraph-extract) beside the `swift` that builds (`$SWIFT`, else PATH's)."""
    swift = os.environ.get("SWIFT", "swift")
    path = subprocess.check_output(["which", swift], text=True).strip()
    return os.path.join(os.path.dirname(os.path.realpath(path)), name)
