@testable import HeroSim
import Headless
import Testing

/// What `herosim preview` hands a program, and how the program names and finds its previews.
@MainActor
@Suite struct PreviewCommandLineTests {
    private var samples: [Preview] { Preview.all.filter { $0.fileID.hasPrefix("PreviewTests") } }

    @Test func theRequestReadsEveryOption() throws {
        let request = try PreviewRequest(arguments: ["--render", "/tmp/out", "--scenario-json", "/tmp/s.json", "--fps", "30", "--dark", "--inspect",
                                                     "--exit-after", "2", "--frames", "f"])
        #expect(request.action == .render(folder: "/tmp/out"))
        #expect(request.scenario == "/tmp/s.json")
        #expect(request.fps == 30)
        #expect(request.dark && request.inspect)
        #expect(request.exitAfter == 2)
        #expect(request.frames == "f")
        #expect(try PreviewRequest(arguments: []).action == .show(nil))
        #expect(try PreviewRequest(arguments: ["--name", "Many"]).action == .show("Many"))
        #expect(throws: LaunchError.self) { try PreviewRequest(arguments: ["--fps", "0"]) }
        #expect(throws: LaunchError.self) { try PreviewRequest(arguments: ["--render"]) }
        #expect(throws: LaunchError.self) { try PreviewRequest(arguments: ["--sideways"]) }
    }

    @Test func aPreviewIsChosenByNameNumberPlaceOrAnUnambiguousPart() throws {
        #expect(try PreviewSelection.index(of: "Many", in: samples) == 1)
        #expect(try PreviewSelection.index(of: "3", in: samples) == 2)
        #expect(try PreviewSelection.index(of: "SamplePreviews.swift:24", in: samples) == 3)
        #expect(try PreviewSelection.index(of: "landscape", in: samples) == 3)
        let error = #expect(throws: LaunchError.self) { try PreviewSelection.index(of: "Nothing", in: samples) }
        #expect(error?.message == "no preview named 'Nothing'; the previews are: 1. SamplePreviews 1, 2. Many, 3. SamplePreviews 2, 4. Landscape, 5. Badge, 6. Red chip")
        #expect(throws: LaunchError.self) { try PreviewSelection.index(of: "SamplePreviews", in: samples) }
        #expect(throws: LaunchError.self) { try PreviewSelection.index(of: "Many", in: []) }
    }

    @Test func theListAlignsNumberNamePlaceAndSize() {
        let text = PreviewList.text(samples, engine: RenderingKit().engine)
        #expect(text == """
            1. SamplePreviews 1  PreviewTests/SamplePreviews.swift:12  390x844
            2. Many              PreviewTests/SamplePreviews.swift:16  40x24
            3. SamplePreviews 2  PreviewTests/SamplePreviews.swift:20  200x120
            4. Landscape         PreviewTests/SamplePreviews.swift:24  844x390
            5. Badge             PreviewTests                          390x844
            6. Red chip          PreviewTests                          30x20

            """)
    }

    @Test func renderedFilesAreNamedAfterThePreviews() {
        #expect(PreviewList.fileNames(samples) == ["samplepreviews-1.png", "many.png", "samplepreviews-2.png", "landscape.png", "badge.png", "red-chip.png"])
        var same = samples[1]
        same.name = "Open card: ÉTÉ!"
        var other = samples[2]
        other.name = "open card été"
        #expect(PreviewList.fileNames([same, other]) == ["open-card-ete.png", "open-card-ete-2.png"])
    }
}
