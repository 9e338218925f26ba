import GridJSON

/// The first line of an asciicast v2 recording: the terminal's size and what else is known about
/// the session.
///
/// ```swift
/// CastHeader(width: 100, height: 30, title: "Demo", environment: [("TERM", "xterm-256color")]).line
/// // {"version": 2, "width": 100, "height": 30, "title": "Demo", "env": {"TERM": "xterm-256color"}}
/// ```
public struct CastHeader: Hashable, Sendable {
  public var width: Int
  public var height: Int
  /// When the recording started, in seconds since 1970 (none for a reproducible recording).
  public var timestamp: Int?
  public var title: String?
  /// Variables of the recorded session (asciinema records `TERM` and `SHELL`), in this order.
  public var environment: [Variable]

  public struct Variable: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public init(
    width: Int, height: Int, timestamp: Int? = nil, title: String? = nil, environment: [Variable] = []
  ) {
    self.width = width
    self.height = height
    self.timestamp = timestamp
    self.title = title
    self.environment = environment
  }

  /// The header as one line of JSON, keys in a fixed order.
  public var line: String {
    var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
    if let timestamp { fields.append("\"timestamp\": \(timestamp)") }
    if let title { fields.append("\"title\": \(JSONString.quoted(title, .asciicast))") }
    if !environment.isEmpty {
      let variables = environment.map {
        JSONString.quoted($0.name, .asciicast) + ": " + JSONString.quoted($0.value, .asciicast)
      }
      fields.append("\"env\": {\(variables.joined(separator: ", "))}")
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
