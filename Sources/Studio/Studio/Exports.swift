// The studio's Yams-free core (the lints, the inspector's logic, the onion skin, output folders), which the
// window and `import HeroSim` use without the scenario and config files.
@_exported import StudioCore
