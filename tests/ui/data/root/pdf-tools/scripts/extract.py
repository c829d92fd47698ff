#!/usr/bin/env python3
"""Prints the text of a PDF (placeholder)."""
print("text")
