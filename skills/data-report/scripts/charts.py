"""Bar charts as SVG text and as PNG bytes, python3 standard library only.

The PNG writer draws into an RGB pixel buffer (bars, grid, axis, labels in a built-in
3x5 pixel font scaled up) and encodes it with zlib + struct: signature, IHDR, IDAT, IEND.
"""
import struct
import zlib
from xml.sax.saxutils import escape

PALETTE = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
           "#9c755f", "#bab0ac"]

# 3x5 font: each glyph is five rows of three bits (MSB = left column).
FONT = {
    "0": (7, 5, 5, 5, 7), "1": (2, 6, 2, 2, 7), "2": (7, 1, 7, 4, 7), "3": (7, 1, 7, 1, 7),
    "4": (5, 5, 7, 1, 1), "5": (7, 4, 7, 1, 7), "6": (7, 4, 7, 5, 7), "7": (7, 1, 2, 2, 2),
    "8": (7, 5, 7, 5, 7), "9": (7, 5, 7, 1, 7), "A": (2, 5, 7, 5, 5), "B": (6, 5, 6, 5, 6),
    "C": (3, 4, 4, 4, 3), "D": (6, 5, 5, 5, 6), "E": (7, 4, 6, 4, 7), "F": (7, 4, 6, 4, 4),
    "G": (3, 4, 5, 5, 3), "H": (5, 5, 7, 5, 5), "I": (7, 2, 2, 2, 7), "J": (1, 1, 1, 5, 2),
    "K": (5, 5, 6, 5, 5), "L": (4, 4, 4, 4, 7), "M": (5, 7, 7, 5, 5), "N": (6, 5, 5, 5, 5),
    "O": (2, 5, 5, 5, 2), "P": (6, 5, 6, 4, 4), "Q": (2, 5, 5, 6, 3), "R": (6, 5, 6, 5, 5),
    "S": (3, 4, 2, 1, 6), "T": (7, 2, 2, 2, 2), "U": (5, 5, 5, 5, 7), "V": (5, 5, 5, 5, 2),
    "W": (5, 5, 7, 7, 5), "X": (5, 5, 2, 5, 5), "Y": (5, 5, 2, 2, 2), "Z": (7, 1, 2, 4, 7),
    ".": (0, 0, 0, 0, 2), ",": (0, 0, 0, 2, 4), "-": (0, 0, 7, 0, 0), "_": (0, 0, 0, 0, 7),
    "%": (5, 1, 2, 4, 5), "/": (1, 1, 2, 4, 4), ":": (0, 2, 0, 2, 0), "(": (1, 2, 2, 2, 1),
    ")": (4, 2, 2, 2, 4), "+": (0, 2, 7, 2, 0), "?": (7, 1, 2, 0, 2),
    " ": (0, 0, 0, 0, 0),
}


def short_number(value):
    magnitude = abs(value)
    for limit, suffix in ((1e9, "B"), (1e6, "M"), (1e3, "K")):
        if magnitude >= limit:
            return f"{value / limit:.1f}{suffix}".replace(".0" + suffix, suffix)
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


def nice_ceiling(value):
    if value <= 0:
        return 1.0
    exponent = 10 ** (len(str(int(value))) - 1)
    for step in (1, 2, 2.5, 5, 10):
        if step * exponent >= value:
            return step * exponent
    return 10 * exponent


def hex_rgb(color):
    return tuple(int(color[i : i + 2], 16) for i in (1, 3, 5))


def svg_bar_chart(title, labels, values, value_name, width=720, height=420):
    left, right, top, bottom = 70, 20, 50, 70
    plot_w, plot_h = width - left - right, height - top - bottom
    ceiling = nice_ceiling(max(values) if values else 1)
    slot = plot_w / max(len(values), 1)
    bar_w = slot * 0.62
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
           f'<title>{escape(title)}</title>',
           f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
           f'<text x="{width / 2:.0f}" y="28" text-anchor="middle" font-size="17" font-weight="bold" '
           f'fill="#222222">{escape(title)}</text>']
    for i in range(5):
        value = ceiling * i / 4
        y = top + plot_h - plot_h * i / 4
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width - right}" y2="{y:.1f}" stroke="#dddddd"/>')
        out.append(f'<text x="{left - 8}" y="{y + 4:.1f}" text-anchor="end" fill="#555555">'
                   f'{escape(short_number(value))}</text>')
    for i, (label, value) in enumerate(zip(labels, values)):
        bar_h = plot_h * value / ceiling
        x = left + slot * i + (slot - bar_w) / 2
        y = top + plot_h - bar_h
        color = PALETTE[i % len(PALETTE)]
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar_w:.1f}" height="{bar_h:.1f}" fill="{color}">'
                   f'<title>{escape(label)}: {value:,.2f}</title></rect>')
        out.append(f'<text x="{x + bar_w / 2:.1f}" y="{y - 6:.1f}" text-anchor="middle" fill="#222222">'
                   f'{escape(short_number(value))}</text>')
        out.append(f'<text x="{x + bar_w / 2:.1f}" y="{top + plot_h + 20}" text-anchor="middle" '
                   f'fill="#222222">{escape(label)}</text>')
    out.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{width - right}" y2="{top + plot_h}" '
               f'stroke="#333333"/>')
    out.append(f'<text x="{width / 2:.0f}" y="{height - 18}" text-anchor="middle" fill="#555555">'
               f'{escape(value_name)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


class Canvas:
    def __init__(self, width, height, background=(255, 255, 255)):
        self.width, self.height = width, height
        self.pixels = bytearray(bytes(background) * (width * height))

    def fill_rect(self, x0, y0, x1, y1, rgb):
        x0, x1 = max(0, int(x0)), min(self.width, int(x1))
        y0, y1 = max(0, int(y0)), min(self.height, int(y1))
        if x0 >= x1:
            return
        row = bytes(rgb) * (x1 - x0)
        for y in range(y0, y1):
            start = (y * self.width + x0) * 3
            self.pixels[start : start + len(row)] = row

    def text(self, x, y, text, rgb, scale=2, anchor="left"):
        text = text.upper()
        advance = 4 * scale
        width = len(text) * advance - scale
        if anchor == "center":
            x -= width // 2
        elif anchor == "right":
            x -= width
        for i, char in enumerate(text):
            rows = FONT.get(char, FONT["?"])
            for ry, bits in enumerate(rows):
                for rx in range(3):
                    if bits & (4 >> rx):
                        px = x + i * advance + rx * scale
                        py = y + ry * scale
                        self.fill_rect(px, py, px + scale, py + scale, rgb)

    def png(self):
        raw = bytearray()
        stride = self.width * 3
        for y in range(self.height):
            raw.append(0)  # filter type None
            raw += self.pixels[y * stride : (y + 1) * stride]

        def chunk(kind, data):
            return (struct.pack(">I", len(data)) + kind + data
                    + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)  # 8-bit RGB
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
                + chunk(b"IEND", b""))


def png_bar_chart(title, labels, values, value_name, width=720, height=420):
    left, right, top, bottom = 70, 20, 50, 70
    plot_w, plot_h = width - left - right, height - top - bottom
    ceiling = nice_ceiling(max(values) if values else 1)
    canvas = Canvas(width, height)
    ink, grey, grid = (34, 34, 34), (85, 85, 85), (221, 221, 221)
    canvas.text(width // 2, 18, title, ink, scale=3, anchor="center")
    for i in range(5):
        y = int(top + plot_h - plot_h * i / 4)
        canvas.fill_rect(left, y, width - right, y + 1, grid)
        canvas.text(left - 8, y - 5, short_number(ceiling * i / 4), grey, anchor="right")
    slot = plot_w / max(len(values), 1)
    bar_w = slot * 0.62
    for i, (label, value) in enumerate(zip(labels, values)):
        bar_h = plot_h * value / ceiling
        x = left + slot * i + (slot - bar_w) / 2
        y = top + plot_h - bar_h
        canvas.fill_rect(x, y, x + bar_w, top + plot_h, hex_rgb(PALETTE[i % len(PALETTE)]))
        canvas.text(int(x + bar_w / 2), int(y) - 14, short_number(value), ink, anchor="center")
        fit = max(1, int(slot // 8))
        canvas.text(int(x + bar_w / 2), top + plot_h + 12, label[:fit], ink, anchor="center")
    canvas.fill_rect(left, top + plot_h, width - right, top + plot_h + 2, (51, 51, 51))
    canvas.text(width // 2, height - 26, value_name, grey, anchor="center")
    return canvas.png()
