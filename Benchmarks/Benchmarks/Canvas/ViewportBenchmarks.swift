import Benchmark
import GridCanvas
import GridFixtures
import GridLayout
import GridScene
import Workloads

/// A 1,000,000-item generated fixture (100 sections) laid out 200 columns wide at L, drawn 60 rows at
/// a time at seeded scroll positions from the top to the bottom of the content:
/// - `Scene.canvas(for:settings:top:height:width:renderer:)`: a new 200 × 60 canvas, the visible
///   elements found, each cell's text wrapped for its box, boxes and text drawn (the target);
/// - `PreviewState.frame(theme:characters:)` on a 200 × 61 terminal: the same viewport plus the
///   status bar, as the previewer draws every frame.
func viewportBenchmarks() {
  let size = (width: 200, height: 60)
  let positions = 4_096

  Benchmark("canvas 200x60 in 1M", configuration: .draw) {
    (benchmark: Benchmark, state: DrawState<LaidOutScene>) in
    let scene = state.subject
    blackHole(
      scene.scene.canvas(
        for: scene.result, settings: scene.settings, top: state.nextTop(), height: size.height,
        width: size.width, renderer: scene.renderer))
  } setup: {
    let scene = LaidOutScene(GeneratedFixture.grid(items: 1_000_000, sections: 100), width: size.width)
    let middle = scene.scene.canvas(
      for: scene.result, settings: scene.settings, top: Canvas.cells(scene.result.contentSize.height) / 2,
      height: size.height, width: size.width, renderer: scene.renderer)
    precondition(middle.description.contains("┌"), "the middle of the layout must show boxes")
    return DrawState(
      subject: scene,
      tops: scrollPositions(positions, height: size.height, contentHeight: scene.result.contentSize.height))
  }

  Benchmark("frame 200x61 in 1M", configuration: .draw) {
    (benchmark: Benchmark, state: DrawState<PreviewState>) in
    let top = state.nextTop()
    _ = state.subject.update(.action(.scroll(.top)))
    _ = state.subject.update(.action(.scroll(.lines(top))))
    precondition(state.subject.scrollY == top, "the previewer must scroll to the seeded position")
    benchmark.startMeasurement()
    let frame = state.subject.frame(theme: .dark, characters: .square)
    benchmark.stopMeasurement()
    blackHole(frame)
  } setup: {
    let fixture = GeneratedFixture.grid(items: 1_000_000, sections: 100)
    let state = PreviewState(
      scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture),
      terminalSize: (width: size.width, height: size.height + 1))
    return DrawState(
      subject: state,
      tops: scrollPositions(positions, height: size.height, contentHeight: Double(state.contentHeight)))
  }
}

/// `count` seeded scroll positions for a viewport `height` rows tall, top to bottom of the content.
private func scrollPositions(_ count: Int, height: Int, contentHeight: Double) -> [Int] {
  Workload.viewports(
    count: count, size: Size(width: 1, height: Double(height)), contentHeight: contentHeight
  ).map { Int($0.minY) }
}
