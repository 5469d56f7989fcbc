//! Our rulings where the printed rules leave a question open, in our own words. The rules page
//! shows them.

/// (title, ruling)
pub const RULINGS: &[(&str, &str)] = &[
    (
        "Setup order",
        "The Enemy points its helicopters first, A to D in turn, then Bond points Little Nellie. \
         Each piece is pointed along a Flight Path or Overpass line toward a neighbouring space.",
    ),
    (
        "What counts as forward",
        "A piece flies on along any Flight Path or Overpass line that turns no more than 60° from \
         its heading, as drawn on the board. Where a junction offers two such lines, the player \
         picks. Anything sharper needs a Quick Turn (along a Quick Turn line) or a Double Back.",
    ),
    (
        "Quick Turns",
        "A Quick Turn may be tried at a space where a Quick Turn line starts, onto any such line \
         that turns no more than 125° from its heading (sharper would be a reversal, which \
         needs a Double Back). If it works, \
         the piece flies along that line into the next space, which counts as one space of its \
         move, and now faces along it. If it fails, nothing changes and the piece flies on.",
    ),
    (
        "Double Back",
        "A Double Back needs at least one space of movement still to fly. If it works the piece \
         faces the opposite way in the same space and flies on with the spaces it has left.",
    ),
    (
        "Moving the full count",
        "A piece must fly its whole roll if any route allows it; when full spaces near the end \
         make that impossible, it must still fly as far as it can, stopping short in the last \
         space where it may end. It may pass through full spaces and act there on the way.",
    ),
    (
        "A piece that cannot fly on",
        "When no forward step is open (every way ends in a full space), the piece's movement \
         ends where it is and it may still act before ending its turn. The map is drawn so that \
         every heading always has at least one line ahead, so no piece is ever trapped for good.",
    ),
    (
        "Losing a turn in a full space",
        "A Force ends the forcing piece's movement in that space, and a failed Double Back or \
         Force ends its turn at once. If that leaves two pieces in a Single space (or three in a \
         Double), they stay there until they fly away; stacking limits apply to ending a normal \
         move.",
    ),
    (
        "When actions happen",
        "A piece rolls for movement first, then may act at any point of its move: in the space \
         it starts from, in any space it passes, and in the space where it stops, before its \
         turn ends. A turn ends by itself once the piece has flown as far as it must and has \
         nothing left it could try.",
    ),
    (
        "Force",
        "A Force is tried against an opposing piece in the same space, and only if the forcing \
         piece has tried no other action this turn. Whatever the result, the forcing piece \
         flies no further that turn. At most one Force per turn.",
    ),
    (
        "Counting range",
        "Range is the fewest spaces from the firing piece to the target counted forward along \
         Flight Path and Overpass lines, each step turning no more than a forward move may. \
         0 is the same space. Quick Turn and Vertical Fire lines never carry range.",
    ),
    (
        "Vertical Fire",
        "Machine-gun fire along a Vertical Fire line goes from the Low space up to the High \
         space above, whatever way the firing piece faces, and counts as a 1-space range on the \
         fire-from-beneath row. Air Mines go the other way, from the High space down.",
    ),
    (
        "Missiles at any range",
        "Missiles may be fired at any opposing piece on the same level anywhere on the map \
         (other than in Bond's own space), whatever way Little Nellie faces: every space is \
         joined to every other by Flight Path lines, so a missile can always trace a route.",
    ),
    (
        "Flamethrower",
        "The space directly behind is the neighbour along a Flight Path or Overpass line closest \
         to straight back from Bond's heading (usually the space he just came from).",
    ),
    (
        "Double spaces",
        "Two pieces in the same Double space are at range 0: the machine gun may fire on the \
         same-space row, and a Force may be tried. Rockets, missiles and fire from beneath can \
         never hit a piece in the same space.",
    ),
    (
        "Lost turns",
        "A piece that has lost a turn sits out its next turn entirely (for the Enemy, the \
         helicopter is simply skipped that Enemy phase). It can still roll dodges in the \
         opponent's turn. \"The rest of this turn and all of the next\" ends the current turn \
         at once and costs the next one; \"loses his next turn\" and \"his next two turns\" cost \
         the piece's next one or two turns.",
    ),
    (
        "Dodges",
        "Force Dodge (the summary's Force Save), Dodge Rockets and Dodge Missiles are rolled by \
         the target's player at once, in the opponent's turn, as many times as they are called \
         for. Bond's machine-gun, flamethrower and Air Mine hits cannot be dodged, nor can \
         Enemy machine-gun hits.",
    ),
    (
        "Crashing",
        "A piece whose last hit box is checked off, or that suffers a crash result, leaves the \
         map at once. A crash result counts as every hit box checked.",
    ),
    (
        "Tie",
        "The game is a tie the moment every piece still on the map has no ammunition left in \
         any weapon (a Force needs no ammunition, but the rules end the game here anyway).",
    ),
];
