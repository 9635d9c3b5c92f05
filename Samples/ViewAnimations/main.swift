// ViewAnimations: listings 4-1 to 4-9 of the View Programming Guide's
// "Animations" chapter (source document 003), written as an iOS app would
// be, one listing per page.
//
//   swift run ViewAnimations               a window; click or Space/Right: next listing,
//                                          Left: previous, Return: replay, Escape: quit
//   swift run ViewAnimations --listing 6   start on listing 4-6
//   swift run ViewAnimations --tour S      play every listing in turn, S seconds each, then quit
//
// Written in Swift 5 mode, iOS style. On Linux the app delegate is handed to
// UIApplicationMain as an object (no class names) and target-action uses
// method references (no selectors).
import UIKit

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate())
