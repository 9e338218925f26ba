import GridScene
import GridText
import NIOCore
import NIOEmbedded
import Testing

@testable import GridServe

/// Presenter mode's relay keeps nothing without end for a viewer whose previewer is busy: while its
/// socket holds what it has not read, views are not queued for it, and it gets the latest one once
/// it catches up.
@Suite struct PresentationTests {
  static func view(_ category: ContentSizeCategory) -> String {
    ShareMessage.view(SharedView(category: category, layout: .grid)).line
  }

  /// The lines written to `channel` so far.
  static func written(_ channel: EmbeddedChannel) throws -> [String] {
    var lines: [String] = []
    while var buffer = try channel.readOutbound(as: ByteBuffer.self) {
      lines += (buffer.readString(length: buffer.readableBytes) ?? "").split(separator: "\n").map(String.init)
    }
    return lines
  }

  @Test func aViewerThatDoesNotReadGetsOnlyTheLatestViewOnceItCatchesUp() throws {
    let presentation = Presentation()
    let viewer = EmbeddedChannel()
    presentation.add(viewer: 1, channel: viewer)
    presentation.presenterSaid(Self.view(.small))
    #expect(try Self.written(viewer) == [Self.view(.small)])

    viewer.isWritable = false
    for category in [ContentSizeCategory.medium, .large, .extraLarge] {
      presentation.presenterSaid(Self.view(category))
    }
    #expect(try Self.written(viewer) == [], "views were queued for a viewer that does not read")

    viewer.isWritable = true
    presentation.viewerCaughtUp(1)
    #expect(try Self.written(viewer) == [Self.view(.extraLarge)])
    presentation.viewerCaughtUp(1)
    #expect(try Self.written(viewer) == [], "the latest view was sent twice")
  }
}
