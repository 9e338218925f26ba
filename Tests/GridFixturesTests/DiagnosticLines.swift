import GridFixtures

/// Every diagnostic for `json`, as the lines a user sees, reading the input as `t.json`.
func diagnosticLines(_ json: String) -> [String] {
  Fixture.validate(Array(json.utf8), fileName: "t.json").map(\.description)
}

/// Every diagnostic for raw bytes, as the lines a user sees.
func diagnosticLines(bytes: [UInt8]) -> [String] {
  Fixture.validate(bytes, fileName: "t.json").map(\.description)
}

/// The fixture `json` describes; records an issue if it does not load.
func loaded(_ json: String) throws -> Fixture {
  try Fixture.parse(json, fileName: "t.json").fixture
}
