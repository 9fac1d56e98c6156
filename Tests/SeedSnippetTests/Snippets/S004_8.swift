import HeroSim

enum S004_8 {
  // harness: snippet 004_8 (a type) used as the annotation of snippet 004_7 (its expression)
  static func check() {
    let v: ModifiedContent<
  ModifiedContent<
    ModifiedContent<
      ModifiedContent<
        Rectangle, _ForegroundStyleModifier<Color>
      >, _FrameLayout
    >, _OverlayModifier<
      ModifiedContent<
        ModifiedContent<
          Circle, _ForegroundStyleModifier<Color>
        >, _FrameLayout
      >
    >
  >, _OverlayModifier<
    ModifiedContent<
      ModifiedContent<
        Circle, _ForegroundStyleModifier<Color>
      >, _FrameLayout
    >
  >
>
 = Rectangle().foregroundStyle(.blue)
.frame(width: 200, height: 200)
.overlay(
Circle().foregroundStyle(.yellow)
    .frame(width: 60, height: 60)
)
.overlay(
Circle().foregroundStyle(.red)
    .frame(width: 40, height: 40)
)

    _ = v
  }
}
