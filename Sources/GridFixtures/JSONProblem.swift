/// Something wrong in a JSON document: where it is, the path to it, and what is wrong.
package struct JSONProblem: Error, Sendable {
  package var position: SourcePosition
  package var path: [JSONPathComponent]
  package var message: String
}
