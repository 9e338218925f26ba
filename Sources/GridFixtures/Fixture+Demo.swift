extension Fixture {
  /// The built-in demo: a grid in four sections whose texts differ a lot in length, so rows differ
  /// in height and the column count changes at ordinary terminal widths (1 column below 40, 2 below
  /// 80, 3 below 120, 4 from 120).
  ///
  /// Embedded in the module so that a copied binary works anywhere; `Fixtures/demo.json` in the
  /// repository holds the same bytes (a test checks it).
  public static let demoJSON: String = #"""
    {
      "title": "GridPreview demo: every row as tall as its tallest cell",
      "layout": "grid",
      "columns": {
        "breakpoints": [
          {"minWidth": 0, "columns": 1},
          {"minWidth": 40, "columns": 2},
          {"minWidth": 80, "columns": 3},
          {"minWidth": 120, "columns": 4}
        ]
      },
      "insets": {"top": 0, "left": 1, "bottom": 1, "right": 1},
      "interitemSpacing": 1,
      "lineSpacing": 1,
      "padding": 1,
      "sections": [
        {
          "header": "Fruit",
          "footer": "6 fruits, from one word to a paragraph",
          "items": [
            {"title": "Apple", "text": "Crisp and sweet."},
            "Fig",
            {"title": "Banana", "text": "Picked green and shipped for days, a banana ripens on the way: the starch turns to sugar, the peel turns yellow and then freckled, and by the time it reaches the fruit bowl it is sweeter than anything that grew beside it."},
            {"title": "Cherry", "text": "Sour or sweet; both make good jam."},
            "Kiwi",
            {"title": "Durian", "text": "Famous for its smell, which some compare to onions and others to custard. Many hotels ban it from their rooms."}
          ]
        },
        {
          "header": "Travel",
          "footer": "Times are by train, roughly",
          "items": [
            {"title": "Lisbon", "text": "Yellow trams climb the hills above the river."},
            "Kyoto",
            {"title": "Night train", "text": "You fall asleep in one country and wake up in another. The bunk is narrow, the window rattles, and at three in the morning the carriage is shunted onto a new locomotive with a jolt. Nobody who has done it minds."},
            "Reykjavík",
            {"title": "Packing list", "text": "Passport, charger, a jumper for the plane."},
            {"title": "東京 Tokyo", "text": "新宿駅は世界で最も利用者の多い駅です。🚆"}
          ]
        },
        {
          "header": "Accessibility",
          "footer": "Change the text size: rows grow and nothing is cut off",
          "items": [
            {"title": "Dynamic Type", "text": "People choose their text size in Settings, from extra small to five accessibility sizes. A grid with fixed cell heights cuts text off at the large sizes; this one measures every cell at its column width and makes each row as tall as its tallest cell."},
            "Contrast",
            {"title": "VoiceOver", "text": "Reads the cells in order, row by row."},
            {"title": "Fewer columns", "text": "At the accessibility sizes Apple recommends simpler, stacked layouts."},
            "Reduce motion"
          ]
        },
        {
          "header": "Around the world 🌍",
          "footer": "Wide characters take two columns",
          "items": [
            "こんにちは世界",
            {"title": "한국어", "text": "안녕하세요, 반갑습니다."},
            {"title": "Emoji", "text": "🍎 🍌 🍒 👩‍💻 🇯🇵 ❤️"},
            "Accents: café, naïve, Ångström",
            {"title": "中文", "text": "每一行的高度等于该行最高的单元格。"}
          ]
        }
      ]
    }

    """#

  /// The built-in demo, parsed from ``demoJSON``.
  public static let demo: Fixture = {
    do {
      return try parse(demoJSON, fileName: "demo.json").fixture
    } catch {
      preconditionFailure("the built-in demo fixture is invalid: \(error)")
    }
  }()
}
