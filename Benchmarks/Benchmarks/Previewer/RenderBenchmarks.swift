import Benchmark
import GridCanvas
import GridFixtures
import GridScene

/// `gridpreview render --width 100 --color never` of the built-in demo: the whole process, spawned
/// from the release build and timed until it has exited (the target), and the same work done in
/// this process (parse the demo, lay it out, draw it in slices, make the text); and `gridpreview
/// --help` as a whole process, its start-up alone.
func renderBenchmarks() {
  processBenchmark("render demo process", arguments: ["render", "--width", "100", "--color", "never"])
  // The same process doing no work: start-up (dynamic loading of the Swift runtime, Foundation and
  // ICU) and argument parsing, the part of the render process that is not rendering.
  processBenchmark("help process", arguments: ["--help"])

  Benchmark("render demo in process", configuration: .render) { (benchmark: Benchmark) in
    blackHole(renderDemo(width: 100))
  }
}

/// Runs the release build of `gridpreview` with `arguments` as a whole process, once per iteration.
func processBenchmark(_ name: String, arguments: [String]) {
  Benchmark(name, configuration: .process) { (benchmark: Benchmark, command: ChildProcess) in
    do {
      try command.run()
    } catch {
      benchmark.error("\(error)")
    }
  } setup: {
    try ChildProcess(path: GridpreviewBinary.path, arguments: arguments)
  }
}

/// What `gridpreview render --width <width> --color never` computes for the demo, as `RenderCommand`
/// does it: the bytes it would write.
func renderDemo(width: Int) -> Int {
  let fixture: Fixture
  do {
    fixture = try Fixture.parse(Fixture.demoJSON, fileName: "demo.json").fixture
  } catch {
    preconditionFailure("the demo must load: \(error)")
  }
  let scene = Scene(fixture: fixture)
  let settings = SceneSettings(fixture: fixture)
  let renderer = scene.renderer(settings: settings, characters: .square, theme: .monochrome)
  let result = scene.layoutResult(width: width, settings: settings)
  let total = Canvas.cells(result.contentSize.height)
  var bytes = 0
  var top = 0
  while top < total {
    let height = min(256, total - top)
    let canvas = scene.canvas(
      for: result, settings: settings, top: top, height: height, width: width, renderer: renderer)
    bytes += (canvas.description + "\n").utf8.count
    top += height
  }
  return bytes
}
