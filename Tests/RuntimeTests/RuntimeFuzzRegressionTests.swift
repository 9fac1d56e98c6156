import FuzzChecks
import Testing

/// Runs the runtime fuzzer found breaking a property, shrunk (`FuzzChecks.shrinkRuntime`), each kept with what
/// it broke before the fix; every one must now break nothing.
@Suite struct RuntimeFuzzRegressionTests {
    /// One shrunk run, and what it broke.
    struct Finding: CustomTestStringConvertible, Sendable {
        let broke: String
        let bytes: [UInt8]
        var testDescription: String { broke }
    }

    static let findings = [
        // A child view whose body is a bare `if` never read its body again (a kept `nil` body): the detail
        // over a grid's source never showed.
        Finding(broke: "a bare `if` body over a grid source, tapped", bytes: [20, 91, 0, 0, 21, 0, 107, 0, 0, 71, 0, 0, 0, 0, 101, 0, 0, 0, 49, 58, 184]),
        Finding(broke: "a bare `if` body over a scrolled source, tapped after a resize",
                bytes: [168, 0, 107, 0, 0, 109, 0, 0, 54, 0, 0, 0, 0, 0, 0, 0, 0, 0, 146, 0, 0, 169, 225, 104]),
        Finding(broke: "a bare `if` body after flags changed with and without animation",
                bytes: [91, 0, 0, 133, 0, 76, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 95, 0, 0, 0, 0, 110, 0, 187, 146, 14]),
        // A source whose content grew in an animated change was laid out afresh at each moment's frame: the view
        // inside jumped to its final size while the source's box moved.
        Finding(broke: "a source around a growing leaf in a scroll view", bytes: [91, 0, 0, 120, 0, 27, 0, 0, 173, 0, 0, 171, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 56, 0, 0, 0, 0, 124]),
        Finding(broke: "a source around a growing grid", bytes: [123, 0, 0, 246, 0, 0, 43, 0, 0, 245, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 85]),
        // ... and a follower inside such a source was drawn at its own frame instead of its source's.
        Finding(broke: "a follower inside a moving source",
                bytes: [97, 178, 0, 0, 123, 0, 0, 188, 0, 0, 0, 0, 0, 0, 0, 87, 33, 149, 0, 0, 0, 0, 0, 0, 0, 183, 147, 0, 0, 84, 0, 0, 0, 159, 0, 0,
                        0, 0, 0, 0, 0, 0, 59, 217]),
        // Nothing a scroll view or a lazy stack made inside its own node had a path, so the diff found no
        // counterpart under it: a follower whose id changed there jumped to its new source.
        Finding(broke: "a follower in a lazy stack, its selection changed by a flag", bytes: [30, 0, 90, 0, 204, 0, 23, 0, 47, 0, 0, 83, 112]),
        Finding(broke: "a follower in a lazy stack's row", bytes: [174, 0, 17, 104, 0, 0, 140, 0, 0, 0, 0, 0, 0, 0, 0, 107, 0, 0, 0, 71, 0, 0, 0, 11]),
        // A scroll view's indicators were built from the sizes of the layout before: a lazy stack that grew in
        // the same update left the bar where the content used to end (found by `make fuzz`).
        Finding(broke: "indicators over a lazy stack that grew after a drag",
                bytes: [237, 137, 0, 94, 11, 185, 0, 0, 0, 0, 0, 234, 179, 0, 21, 141, 228, 0, 0, 0, 0, 35]),
        // A matched branch swapped back inside a sheet still sliding in started from a frame that already held
        // the slide, which the presenter applies again (found by `make fuzz`).
        Finding(broke: "an if/else switched twice in a sheet sliding in",
                bytes: [237, 0, 0, 207, 150, 0, 91, 0, 0, 194, 143, 25, 0, 0, 0, 65, 0, 0, 0, 0, 0, 0, 0, 0, 198, 0, 0, 0, 195, 166, 0, 0, 123, 47]),
        // A follower sent back to its group at the instant it was sent away kept gliding to the other group,
        // drawn as far off its group as that one is (found by `make fuzz`).
        Finding(broke: "a follower's selection changed twice at one instant",
                bytes: [132, 186, 0, 28, 0, 0, 0, 150, 0, 0, 0, 0, 0, 0, 0, 0, 117, 0, 0, 0, 254, 0, 0, 0, 0]),
        // Runs that broke the fuzzer's own checks, not the runtime: kept so that the checks stay right. The last
        // frames of a glide after an input that drew none; an `if`/`else` switched back mid-flight (the leaving
        // view is another one after the change); a branch inserted with `.move` beside its matched twin.
        Finding(broke: "the fuzzer: a glide's tail taken for a motion from rest",
                bytes: [175, 0, 0, 236, 155, 234, 0, 0, 0, 0, 0, 0, 79, 0, 97, 242, 8, 55, 0, 214, 217, 28, 65, 0, 195]),
        Finding(broke: "the fuzzer: a branch put back while leaving",
                bytes: [193, 103, 0, 0, 7, 99, 122, 116, 0, 0, 0, 175, 0, 0, 0, 82, 0, 135, 117, 115, 0, 0, 83, 85, 0, 0, 0, 92, 0, 0, 62, 0, 0, 0,
                        0, 129, 0, 83, 0, 0, 62, 0, 75, 0, 0, 129]),
        Finding(broke: "the fuzzer: a matched branch inserted with a move transition",
                bytes: [193, 103, 0, 0, 237, 0, 0, 210, 158, 7, 184, 122, 0, 0, 0, 215, 0, 225, 0, 0, 0, 0, 0, 0, 0, 0, 150, 214]),
    ]

    @Test(arguments: findings)
    func aShrunkFindingBreaksNothingNow(_ finding: Finding) {
        let problem = FuzzChecks.runtimeProblem(finding.bytes)
        #expect(problem == nil, "\(problem ?? "")\nscene: \(FuzzChecks.runtimeScene(finding.bytes))")
    }
}
