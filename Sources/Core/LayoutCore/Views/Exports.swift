// SwiftUI code uses CoreGraphics' geometry types without importing them; so can LayoutCore's users.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
@_exported import typealias Foundation.TimeInterval
