/// Something wrong in a JSON document: where it is, the path to it, and what is wrong.
struct JSONProblem: Error, Sendable {
  var position: SourcePosition
  var path: [JSONPathComponent]
  var message: String
}
