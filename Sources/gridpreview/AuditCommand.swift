import ArgumentParser
import Foundation
import GridAudit
import GridFixtures
import GridOutput
import GridScene
import GridStrings
import GridTerminal
import GridText
import Synchronization

struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Check fixtures at every text size and width, with findings CI can act on.",
    discussion: """
      For each fixture, width and text size: the column count and content height,
      and findings, each with a rule id, a severity and the FILE:LINE:COLUMN of the
      value to change:
        error    text-cut-by-height     an item's `height` cuts its text
        error    band-cut-by-height     a header's or footer's height cuts its text
        warning  text-cut-by-max-lines  `maxLines` cuts the text
        warning  word-broken            a word is wider than its line
        warning  row-taller-than-screen a row fills --screen-height rows
        warning  few-glyphs-per-line    fewer than 12 glyphs a line at an AX size
        note     uneven-flow-row        flow cells the flexible grid would even out
        note     layout-not-mirrored    a right-to-left compat grid stays unmirrored
      Exit status: 0 when nothing reaches --fail-on (default error), 1 when
      something does; 64, 65, 66 as the other commands. A fixture that cannot be
      read (66) or is invalid (65) is named on standard error, the others are
      still audited, and the exit status is the worst.

      Languages: --languages all checks each fixture in every language of its
      string files too (sizes × widths × languages; the source language first,
      pseudolanguages only when listed: --languages all,pseudo-double); or a list,
      --languages de,ja. Right-to-left languages are checked mirrored. The table
      shows the tallest language at each size and width; a finding about text
      from the string files points at the translation (FILE:LINE:COLUMN of its
      value in the .xcstrings or .strings file) and names its languages, the same
      finding in several languages once. Two more notes:
        note     translation-missing      shown in the source language instead
        note     translation-needs-review a catalog's translation to review
      A language a fixture's string files do not have is a usage error (64) for
      that fixture; one without string files takes only all (which adds nothing
      to it) and pseudolanguages.

      Baselines: --write-baseline FILE records every finding of this audit (and
      exits 0 unless a fixture cannot be used); --baseline FILE reports only the
      findings it does not hold, in every format, and the last line says how many
      it suppressed and how many of its findings are gone. A finding is matched
      by rule, fixture name, item (or header, footer, section), key, the item's
      text and the sizes and widths (and languages) it occurs at, never by line.
      A baseline that cannot be read exits 66, one that is no baseline 65. On a
      terminal, an audit that takes longer than half a second shows its progress
      on standard error.

      Examples:
        gridpreview audit
        gridpreview audit Fixtures/*.json --format sarif > audit.sarif
        gridpreview audit grid.json --devices --categories AX1...AX5 \\
          --fail-on warning
        gridpreview audit grid.json --widths 30,50 --format markdown
        gridpreview audit Fixtures/localized.json --languages all --format sarif
        gridpreview audit Fixtures/*.json --write-baseline audit-baseline.json
        gridpreview audit Fixtures/*.json --baseline audit-baseline.json
      """
  )

  @Argument(help: "Fixture files (none: the built-in demo; -: standard input).")
  var fixtures: [String] = []

  @OptionGroup var sweep: SweepOptions

  @Option(
    parsing: .unconditional,
    help: "The rows a screen shows; a row that leaves nothing of the next on it is a finding.")
  var screenHeight = 50

  @Option(help: "text, json, sarif or markdown.")
  var format: AuditFormat = .text

  @Option(help: "The least severity that fails the audit: error, warning, note or never.")
  var failOn: FailOn = .error

  @Option(
    help:
      "Colour in the text format: auto (when the output is a terminal and NO_COLOR is unset), always or never."
  )
  var color: ColorMode = .auto

  @Option(help: "Report only the findings not in this baseline (written by --write-baseline).")
  var baseline: String?

  @Option(help: "Write every finding of this audit to FILE as a baseline.")
  var writeBaseline: String?

  enum FailOn: String, CaseIterable, ExpressibleByArgument {
    case error, warning, note, never

    var severity: Finding.Severity? {
      switch self {
      case .error: .error
      case .warning: .warning
      case .note: .note
      case .never: nil
      }
    }
  }

  func validate() throws {
    if baseline != nil && writeBaseline != nil {
      throw ValidationError(
        "give --baseline or --write-baseline, not both (to refresh a baseline, write it again)")
    }
    if !(1...10_000).contains(screenHeight) {
      throw ValidationError("--screen-height must be between 1 and 10000, got \(screenHeight)")
    }
  }

  /// The baseline asked for, read before any fixture is audited: nil without --baseline; exits 66
  /// when it cannot be read, 65 when it is no baseline.
  func loadBaseline() throws -> AuditBaseline? {
    guard let baseline else { return nil }
    do {
      let bytes = try InputFile.read(baseline, limit: 64 << 20, kind: "baseline")
      return try AuditBaseline.parse(bytes, fileName: baseline)
    } catch let error as InputFile.Failure {
      Diagnostics.error(error.description)
      throw ExitCode(error.exitCode)
    } catch let error as AuditBaseline.Invalid {
      Diagnostics.error(error.description)
      throw ExitCode(65)
    }
  }

  func run() throws {
    let accepted = try loadBaseline()
    let progress = Progress()
    let run = AuditRun(configuration: try configuration(), languages: try sweep.resolvedLanguages())
    let outcome = run.run(fixtures.isEmpty ? [nil] : fixtures) { progress.tell($0) }
    progress.clear()
    var status = outcome.status
    if let writeBaseline {
      try write(outcome.reports, to: writeBaseline, status: status)
      return
    }
    var reports = outcome.reports
    if let accepted, let baseline {
      reports = AuditReport.comparing(reports, with: accepted, file: baseline)
    }
    try print(reports)
    if let threshold = failOn.severity,
      reports.contains(where: { $0.entries.contains { $0.severity >= threshold } })
    {
      status = max(status, 1)
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// The widths, sizes and layout options asked for.
  func configuration() throws -> Audit.Configuration {
    let layout = sweep.layout
    var configuration = Audit.Configuration(
      widths: try sweep.resolvedWidths(defaults: Audit.defaultWidths),
      categories: try sweep.resolvedCategories(defaults: "all"), layout: layout.layout,
      columns: layout.columns, screenHeight: screenHeight, direction: layout.direction)
    configuration.stretch = layout.stretch
    configuration.collapseBorders = layout.collapseBorders
    return configuration
  }

  /// `--write-baseline`: today's findings recorded, and how many said on standard error. A fixture
  /// that could not be audited has no findings to record: the baseline would hide nothing of it and
  /// report all of it as new later, so none is written (`status` is the run's so far). The reports
  /// are printed as without it.
  func write(_ reports: [AuditReport], to path: String, status: Int32) throws {
    guard status == 0 else {
      Diagnostics.error("baseline not written: a fixture could not be audited")
      throw ExitCode(status)
    }
    do {
      let document = AuditBaseline(reports: reports)
      try OutputFile.write(Array(document.json(version: GridPreviewCommand.version).utf8), to: path)
    } catch {
      Diagnostics.error("cannot write \(path.escapedForMessage()): \(error.reason.escapedForMessage())")
      throw ExitCode(error.exitCode)
    }
    try print(reports)
    let count = reports.reduce(0) { $0 + $1.entries.count }
    Diagnostics.warn(
      "gridpreview: wrote \(count) \(count == 1 ? "finding" : "findings") to \(path.escapedForMessage())")
  }

  /// The reports in the format asked for, on standard output.
  func print(_ reports: [AuditReport]) throws {
    let colored: Bool
    switch color {
    case .always: colored = true
    case .never: colored = false
    case .auto:
      let noColor = ProcessInfo.processInfo.environment["NO_COLOR", default: ""]
      colored = TerminalProbe.isTerminal(1) && noColor.isEmpty
    }
    var out = StandardOutput()
    // SARIF's URIs are relative to the current directory (nil when it cannot be told).
    let directory = FileManager.default.currentDirectoryPath
    try out.write(
      format.render(
        reports, version: GridPreviewCommand.version, color: colored,
        currentDirectory: directory.hasPrefix("/") ? directory : nil))
    try out.flush()
  }

  /// `audit: 23/48` on standard error, when it is a terminal and the audit has run half a second,
  /// cleared before a fixture's problems are told. Events come from the audit's workers, one at a
  /// time.
  final class Progress: Sendable {
    let start = ContinuousClock.now
    private let shown = Mutex(false)

    func tell(_ event: AuditRun.Event) {
      switch event {
      case .progress(let done, let total):
        guard TerminalProbe.isTerminal(2), ContinuousClock.now - start > .milliseconds(500) else { return }
        shown.withLock { shown in
          shown = true
          Diagnostics.write("\rgridpreview audit: \(done)/\(total)")
        }
      case .unreadable(let error):
        clear()
        Diagnostics.report(error)
      case .unresolved(let failure):
        clear()
        for line in failure.lines { Diagnostics.warn(line) }
      case .warning(let warning):
        Diagnostics.warn(warning.description)
      }
    }

    func clear() {
      shown.withLock { shown in
        if shown { Diagnostics.write("\r\u{1B}[K") }
        shown = false
      }
    }
  }
}

extension AuditFormat: ExpressibleByArgument {}
