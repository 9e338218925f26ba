import Foundation

/// Buffered writing to standard output, flushed in large chunks.
struct StandardOutput {
  private var buffer: [UInt8] = []
  private let limit = 1 << 16

  init() { buffer.reserveCapacity(limit) }

  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= limit { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
