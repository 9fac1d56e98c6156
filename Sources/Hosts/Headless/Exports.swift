// Types `HeadlessHost` hands to its users, so that they can be named with `import HeroSim` alone.
@_exported import class Raster.RasterImage
@_exported import enum Raster.RasterError
