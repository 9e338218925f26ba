import ArgumentParser
import Foundation
import GridCanvas
import GridCast
import GridFixtures
import GridOutput
import GridPicture
import GridPseudoTerminal
import GridRecording
import GridTape
import GridText
import SystemPackage

struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract:
      "Record the previewer following a tape: an asciicast file and SVG pictures, no terminal needed.",
    discussion: """
      Runs the previewer on a pseudo-terminal of its own, presses the tape's keys and writes what \
      the terminal received as an asciicast v2 recording (asciinema play FILE replays it). Time in \
      the recording is the tape's: the same tape gives the same file, byte for byte.

      A tape has one command a line; blank lines and lines starting with # are skipped, \
      spaces and tabs separate words, and blanks at a line's end are dropped:
        Key NAME [COUNT]    press a key COUNT times: Key +, Key Left 3, Key Ctrl-L
        Type TEXT           type each character as a key: Type /fig
        Sleep DURATION      let the recording's time pass: Sleep 300ms, Sleep 1.5s
        Resize COLSxROWS    resize the terminal: Resize 80x24
        Snapshot NAME       write the frame as NAME.svg: Snapshot after (relative
                            to -o's folder, else the tape's)
        Set TypingSpeed D   the delay before each key (100ms): Set TypingSpeed 50ms
      Key names: a character (+ q H), space, Enter, Esc, Tab, Backspace, Up, Down, \
      Left, Right, PgUp, PgDn, Home, End, Insert, Delete, F1…F12, and those with \
      Ctrl-, Alt+ or Shift+ before them. A bad line is reported as FILE:LINE (exit 65).

      At the end of the tape the previewer is stopped and restores the terminal, so replaying the \
      recording leaves the terminal as it was: end a tape with a Sleep to hold its last frame.

      Examples:
        gridpreview record --tape Fixtures/demo.tape -o demo.cast --svg demo.svg
        gridpreview record Fixtures/compare.json --keys "c + +" -o compare.cast
        asciinema play demo.cast
      """
  )

  @OptionGroup var scene: SceneOptions

  @Option(help: ArgumentHelp("The tape to follow.", valueName: "file.tape"))
  var tape: String?

  @Option(
    help: ArgumentHelp("Keys to press instead of a tape: key names separated by spaces.", valueName: "keys"))
  var keys: String?

  @Option(help: ArgumentHelp("The terminal's size, COLUMNSxROWS.", valueName: "size"))
  var size = "100x30"

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp("Write the recording to FILE (default: standard output).", valueName: "file.cast"))
  var output: String?

  @Option(help: ArgumentHelp("Also write the last frame as an SVG picture.", valueName: "file.svg"))
  var svg: String?

  @Option(
    help:
      "Colours: dark, light or mono (auto means dark: a recording does not depend on the terminal it is made in)."
  )
  var theme: Theme.Choice = .dark

  @Flag(help: "Record the keys pressed too (input events).")
  var recordInput = false

  func validate() throws {
    if (tape == nil) == (keys == nil) { throw ValidationError("give either --tape FILE or --keys \"…\"") }
    do throws(TapeProblem) {
      _ = try Tape.size(size)
    } catch {
      throw ValidationError("--size: \(error.message)")
    }
    if scene.fixture == "-" {
      throw ValidationError(
        "record reads the fixture from a file: standard input cannot be the previewer's too")
    }
  }

  func run() throws {
    let scene = try self.scene.load().scene
    let tape = try loadTape()
    guard let parsed = try? Tape.size(size) else { throw ExitCode(64) }
    let terminal = TerminalSize(columns: parsed.columns, rows: parsed.rows)
    let chosen: Theme.Choice = theme == .auto ? .dark : theme
    let palette = Palette.matching(chosen.theme(environment: [:]))
    let title = scene.fixture.title.isEmpty ? "gridpreview" : scene.fixture.title
    let environment = ProcessInfo.processInfo.environment
    let cast = try startCast(size: terminal, title: title, environment: environment)
    var recorder = TapeRecorder(size: terminal, source: tape.source)
    recorder.recordInput = recordInput
    let program = previewer(theme: chosen, environment: environment)
    let outcome: TapeRecorder.Outcome
    do {
      let pictures = Self.pictureFolder(output: output, tape: keys == nil ? self.tape : nil)
      outcome = try recorder.record(tape.tape, program: program, into: cast) { path, frame in
        try Self.writePicture(frame, title: title, palette: palette, to: Self.path(path, in: pictures))
      }
    } catch {
      if case .write(let failure) = error { throw Self.writeFailed(failure, to: output) }
      Diagnostics.error(error.description)
      throw ExitCode(error.exitCode)
    }
    if let svg, let frame = outcome.finalFrame {
      do {
        try Self.writePicture(frame, title: title, palette: palette, to: svg)
      } catch {
        Diagnostics.error("\(error)")
        throw ExitCode(73)
      }
    }
  }

  /// The previewer the tape drives: this program's `preview` on the fixture and options asked for,
  /// settling each step before its frame, which keeps the recording to the tape, not the machine's
  /// speed.
  private func previewer(theme: Theme.Choice, environment: [String: String]) -> TapeRecorder.Program {
    TapeRecorder.Program(
      executable: "/proc/self/exe",
      arguments: ["preview"]
        + scene.commandLine(adding: ["--theme", theme.rawValue, "--settle-before-drawing"]),
      environment: Self.previewerEnvironment(environment))
  }

  /// The recording's file (`-o`, or standard output) with its header written: a reproducible
  /// recording has no date, unless the build asks for one (SOURCE_DATE_EPOCH).
  private func startCast(size: TerminalSize, title: String, environment: [String: String]) throws
    -> CastWriter
  {
    let cast: CastWriter
    if let output {
      do {
        cast = try CastWriter(path: output)
      } catch {
        Diagnostics.error("cannot create \(output.escapedForMessage()): \(error.reason)")
        throw ExitCode(73)
      }
    } else {
      cast = CastWriter(fd: 1)
    }
    let header = CastHeader(
      width: size.columns, height: size.rows,
      timestamp: environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) }, title: title,
      environment: [.init("TERM", "xterm-256color")])
    do {
      try cast.write(header)
    } catch {
      throw Self.writeFailed(error, to: output)
    }
    return cast
  }

  /// The tape from `--tape` or `--keys`, and its name for messages; a problem ends the command
  /// (66 for a file that cannot be read, 65 for a line that cannot).
  private func loadTape() throws -> (tape: Tape, source: String) {
    let text: String
    let source: String
    if let keys {
      text = keys
      source = "--keys"
    } else {
      let path = tape ?? "-"
      do throws(InputFile.Failure) {
        text = String(decoding: try InputFile.read(path, limit: 1 << 20, kind: "tape"), as: UTF8.self)
      } catch {
        Diagnostics.error(error.description)
        throw ExitCode(error.exitCode)
      }
      source = path.escapedForMessage()
    }
    do throws(TapeError) {
      return (keys != nil ? try Tape.keys(text) : try Tape.parse(text, source: source), source)
    } catch {
      Diagnostics.warn(error.description)
      throw ExitCode(TapeError.exitCode)
    }
  }

  /// How a recording that cannot be written on ends: as every other command's output does — quietly
  /// with 141 when standard output is a pipe whose reader went away (`record … | head`, SIGPIPE
  /// ignored), otherwise one line and `EX_IOERR` (74).
  static func writeFailed(_ failure: CastFileError, to output: String?) -> ExitCode {
    guard let output else {
      let standard = OutputFailure(Errno(rawValue: failure.code))
      if let message = standard.message { Diagnostics.error(message) }
      return ExitCode(standard.exitCode)
    }
    Diagnostics.error("cannot write \(output.escapedForMessage()): \(failure.reason)")
    return ExitCode(74)
  }

  /// The previewer's environment: a fixed terminal type and locale, so the recording is the same on
  /// every machine, and what it needs to find terminfo and to fail quietly.
  static func previewerEnvironment(_ environment: [String: String]) -> [String: String] {
    var result = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "interactive=no"]
    for name in ["PATH", "HOME", "TERMINFO", "TERMINFO_DIRS"] { result[name] = environment[name] }
    return result
  }

  /// The folder a tape's relative `Snapshot` paths are in: `-o`'s, else the tape file's, else the
  /// current folder (`""`) — the same pictures wherever `record` runs.
  static func pictureFolder(output: String?, tape: String?) -> String {
    guard let file = output ?? (tape == "-" ? nil : tape), let slash = file.lastIndex(of: "/") else {
      return ""
    }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// `path` in `folder` unless it is absolute (`folder` `""`: as it is).
  static func path(_ path: String, in folder: String) -> String {
    path.hasPrefix("/") || folder.isEmpty ? path : folder == "/" ? "/" + path : folder + "/" + path
  }

  /// Writes a frame as an SVG file (`Snapshot` and `--svg`).
  static func writePicture(_ frame: Canvas, title: String, palette: Palette, to path: String) throws {
    let picture = SVGPicture(columns: frame.width, rows: frame.height, title: title, palette: palette)
    let bytes = Array(picture.document(of: frame).utf8)
    do {
      let fd = try path.withCString {
        try FileDescriptor.open(
          $0, .writeOnly, options: [.create, .truncate, .closeOnExec],
          permissions: [.ownerReadWrite, .groupRead, .otherRead])
      }
      defer { try? fd.close() }
      try fd.writeAll(bytes)
    } catch {
      throw PictureFailure(path: path, code: (error as? Errno ?? .ioError).rawValue)
    }
  }
}

/// A picture could not be written.
struct PictureFailure: Error, CustomStringConvertible {
  var path: String
  var code: Int32

  var description: String {
    "cannot create \(path.escapedForMessage()): \(Errno(rawValue: code).description.lowercased())"
  }
}
