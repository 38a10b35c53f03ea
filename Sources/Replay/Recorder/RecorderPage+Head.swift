extension RecorderPage {
    /// The document up to the scripts: viewport locked, the surface full screen, nothing scrolls.
    static let head = #"""
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover">
        <meta name="apple-mobile-web-app-capable" content="yes">
        <title>gesture-replay recorder</title>
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; overscroll-behavior: none; background: #1d1d1f;
          font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; -webkit-user-select: none; user-select: none;
          -webkit-touch-callout: none; }
        #surface { position: fixed; inset: 0; touch-action: none; }
        #underneath { position: absolute; inset: 0; background: #e8e8ed; }
        #underneath p { margin: 0; padding: 40vh 24px 0; color: #6e6e73; font-size: 15px; }
        #mock { position: absolute; inset: 0; background: #ffffff; box-shadow: 0 0 24px rgba(0, 0, 0, 0.25); transform-origin: 50% 50%; }
        #mock.settling { transition: transform 0.3s ease-in-out; }
        #mock h1 { margin: 0; padding: 64px 24px 8px; font-size: 28px; color: #1d1d1f; }
        #mock .row { margin: 12px 24px; height: 14px; border-radius: 7px; background: #e5e5ea; }
        #panel { position: fixed; left: 12px; right: 12px; bottom: 12px; padding: 14px 16px; border-radius: 14px;
          background: rgba(29, 29, 31, 0.92); color: #f5f5f7; font-size: 15px; line-height: 1.35; pointer-events: none; }
        #panel b { color: #ffffff; }
        #panel .muted { color: #a1a1a6; font-size: 13px; }
        #panel button, #panel textarea { pointer-events: auto; }
        #panel button { margin: 8px 8px 0 0; padding: 8px 12px; border: 0; border-radius: 9px; background: #0a84ff; color: #ffffff; font-size: 15px; }
        #panel button.secondary { background: #48484a; }
        #panel textarea { width: 100%; height: 96px; margin-top: 8px; font-size: 11px; }
        #decision { color: #ffd60a; }
        </style></head>
        <body>
        <div id="surface">
          <div id="underneath"><p>The page underneath</p></div>
          <div id="mock"><h1>Detail</h1><div class="row"></div><div class="row"></div><div class="row" style="width: 60%"></div></div>
        </div>
        <div id="panel"></div>

        """#
}
