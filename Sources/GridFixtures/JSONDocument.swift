/// A JSON document that is no fixture (an audit baseline), read by the fixture reader's strict
/// parser: its values with the position of each, or the first problem as a diagnostic that names
/// the file, line and column.
///
/// ```swift
/// let root = try JSONDocument.parse(bytes, fileName: "baseline.json")
/// if case .object(let members) = root.kind { … }
/// ```
public enum JSONDocument {
  /// A value and where its first character is.
  public struct Node: Sendable {
    public enum Kind: Sendable {
      case null
      case bool(Bool)
      case number(Double)
      case string(String)
      case array([Node])
      /// Members in the file's order (a duplicate key is a syntax error).
      case object([(key: String, value: Node)])
    }

    public var kind: Kind
    public var position: SourcePosition

    /// The member named `key` of an object (nil for any other kind).
    public subscript(key: String) -> Node? {
      guard case .object(let members) = kind else { return nil }
      return members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
    }

    /// The JSON type's name, as messages print it (`expected a string, got number`).
    public var typeName: String {
      switch kind {
      case .null: "null"
      case .bool: "boolean"
      case .number: "number"
      case .string: "string"
      case .array: "array"
      case .object: "object"
      }
    }

    init(_ value: JSONValue) {
      position = value.position
      switch value.kind {
      case .null: kind = .null
      case .bool(let bool): kind = .bool(bool)
      case .number(let number): kind = .number(number.value)
      case .string(let string): kind = .string(string)
      case .array(let values): kind = .array(values.map(Node.init))
      case .object(let members): kind = .object(members.map { (key: $0.key, value: Node($0.value)) })
      }
    }
  }

  /// A document that is not JSON, or not strict JSON: its first problem.
  public struct SyntaxError: Error, Sendable, CustomStringConvertible {
    /// `FILE:LINE:COLUMN: PATH: MESSAGE`, escaped.
    public var diagnostic: FixtureDiagnostic
    public var description: String { diagnostic.description }
  }

  /// The document in `bytes` (UTF-8, as the fixture reader takes it: no comments, no trailing
  /// commas, no duplicate keys).
  ///
  /// - Parameter fileName: The name to report problems by.
  public static func parse(_ bytes: [UInt8], fileName: String) throws(SyntaxError) -> Node {
    let (value, problems) = JSONParser.parse(bytes)
    if let problem = problems.first {
      throw SyntaxError(
        diagnostic: FixtureDiagnostic(
          severity: .error, fileName: fileName, position: problem.position,
          path: JSONPathComponent.render(problem.path), message: problem.message))
    }
    guard let value else {
      throw SyntaxError(
        diagnostic: FixtureDiagnostic(
          severity: .error, fileName: fileName, position: .start, path: "", message: "not a JSON document"))
    }
    return Node(value)
  }
}
