#!/usr/bin/env python3
"""`#Preview` and `@Previewable` as the compiler expands them: small files that import HeroSim are type-checked
by `swiftc` with the debug build's macro plug-in (`-dump-macro-expansions`), and each expansion, or what the
compiler says of a wrong one, is compared with what is expected. Run after `swift build`.

The macro is tested through the compiler rather than linked into the unit tests: a test target that depends
on a `.macro` target makes SwiftPM build every test, and everything they import, a second time for the host."""
import os, re, subprocess, sys, tempfile

from swift_module_flags import build, import_flags, toolchain_tool

CASES = [
    ("a preview becomes a registry with its file, line and arguments as written",
     '''import HeroSim

struct CardView: View {
    var isOpen: Bool
    var body: some View { Text("card") }
}

#Preview("Open", traits: .sizeThatFitsLayout) {
    CardView(isOpen: true)
}
''', '''struct REGISTRY: HeroSim.PreviewRegistry {
    static var fileID: String {
        "TestModule/test.swift"
    }
    static var line: Int {
        8
    }
    @MainActor static func makePreview() -> HeroSim.Preview {
        HeroSim.Preview("Open", traits: .sizeThatFitsLayout, body: {
            CardView(isOpen: true)
        })
    }
}''', None),
    ("@Previewable variables become the state of a view the preview owns",
     '''import HeroSim

#Preview {
    @Previewable @State var isOn = false
    Toggle("On", isOn: $isOn)
}
''', '''struct REGISTRY: HeroSim.PreviewRegistry {
    static var fileID: String {
        "TestModule/test.swift"
    }
    static var line: Int {
        3
    }
    @MainActor static func makePreview() -> HeroSim.Preview {
        HeroSim.Preview(body: {
                PreviewContent()
            })
    }
    struct PreviewContent: HeroSim.View {
        @State var isOn = false
        @HeroSim.ViewBuilder var body: some HeroSim.View {
            Toggle("On", isOn: $isOn)
        }
    }
}''', None),
    ("a preview without a closure is told it needs one",
     '''import HeroSim

#Preview("Empty")
''', None, "test.swift:3:17: error: missing argument for parameter 'body' in macro expansion"),
]

swiftc = toolchain_tool("swiftc")
plugin = os.path.join(build, "HeroSimMacros-tool")
if not os.path.exists(plugin):
    print(f"FAIL macro: no plug-in at {plugin}: run `swift build` first")
    sys.exit(1)
failed = 0
with tempfile.TemporaryDirectory() as work:
    source = os.path.join(work, "test.swift")
    for name, text, expected, diagnostic in CASES:
        with open(source, "w") as file:
            file.write(text)
        run = subprocess.run([swiftc, "-typecheck", "-module-name", "TestModule", "-swift-version", "6", *import_flags(),
                              "-load-plugin-executable", f"{plugin}#HeroSimMacros", "-Xfrontend", "-dump-macro-expansions", "test.swift"],
                             cwd=work, capture_output=True, text=True)
        output = run.stdout + run.stderr
        # Each expansion is printed between two lines of dashes; the unique name the compiler gives it is replaced.
        expansions = [re.sub(r"^struct \S+?HeroSimPreviewfMu_:", "struct REGISTRY:", body.strip("\n"))
                      for body in re.findall(r"^-{30}\n(.*?)^-{30}$", output, re.S | re.M)]
        expansions = [re.sub(r"[ \t]+$", "", e, flags=re.M) for e in expansions]
        if expected is not None:
            ok = run.returncode == 0 and expansions == [expected]
        else:
            ok = run.returncode != 0 and diagnostic in output
        if ok:
            print(f"✔ {name}")
        else:
            failed += 1
            print(f"✘ {name}\n--- expected\n{expected or diagnostic}\n--- the compiler (status {run.returncode})\n{output[-3000:]}")
print(f"macro: {len(CASES) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
