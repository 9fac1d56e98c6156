import LayoutCore

