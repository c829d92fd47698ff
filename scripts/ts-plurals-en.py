#!/usr/bin/env python3
"""Keeps resources/i18n/skillworkbench_en.ts: the English numerus forms of every "%n ...(s)" string of ui/.

English is the source language, so the window shows a tr() text as written unless a translation says otherwise;
for "%n skill(s)" that is "1 skill(s)". This file holds only the numerus messages (lupdate -pluralonly) with their
two English forms, filled from the source text: "(s)" / "(es)" are dropped for one and kept for many, "y(ies)"
becomes "y" / "ies". A form someone wrote by hand is kept.

Usage: scripts/ts-plurals-en.py [LUPDATE]   (default /usr/lib/qt6/bin/lupdate)
"""
import glob
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ts = os.path.join(here, "resources", "i18n", "skillworkbench_en.ts")
lupdate = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/qt6/bin/lupdate"


def forms(source):
    one = re.sub(r"y\(ies\)", "y", source)
    one = re.sub(r"\((?:s|es)\)", "", one)
    many = re.sub(r"y\(ies\)", "ies", source)
    many = re.sub(r"([^aeiou])y\(s\)", r"\1ies", many)  # "query(s)": "queries", not "querys"
    many = re.sub(r"\((s|es)\)", r"\1", many)
    return [one, many]


sources = sorted(glob.glob(os.path.join(here, "ui", "**", "*.cpp"), recursive=True)
                 + glob.glob(os.path.join(here, "ui", "**", "*.h"), recursive=True))
if not os.path.exists(ts):
    with open(ts, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="en"></TS>\n')


def run_lupdate():
    subprocess.run([lupdate, "-pluralonly", "-no-obsolete", "-locations", "none", *sources, "-ts", ts],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


run_lupdate()

tree = ET.parse(ts)
filled = 0
for message in tree.getroot().iter("message"):
    if message.get("numerus") != "yes":
        continue
    translation = message.find("translation")
    if translation.get("type") != "unfinished":
        continue
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    for text in forms(message.find("source").text):
        form = ET.SubElement(translation, "numerusform")
        form.text = text
    del translation.attrib["type"]
    filled += 1
ET.indent(tree, space="    ")
with open(ts, "wb") as f:
    f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
    tree.write(f, encoding="utf-8", xml_declaration=False)
    f.write(b"\n")
run_lupdate()  # back in lupdate's own layout, so that its next run changes nothing
print(f"{os.path.relpath(ts, here)}: {filled} plural form(s) filled")
