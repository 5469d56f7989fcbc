//! Our rulings where the printed rules leave a question open, in our own words. The rules page
//! shows them.

use crate::chase;

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
        "Each Quick Turn line is drawn as an arrow and is flown only the way it points. A Quick \
         Turn may be tried at the space where an arrow starts, onto an arrow that turns no more \
         than 125° from the piece's heading (sharper would be a reversal, which needs a Double \
         Back). If it works, the piece flies along the arrow into the next space, which counts \
         as one space of its move, and now faces along it. If it fails, nothing changes and the \
         piece flies on.",
    ),
    (
        "Double Back",
        "A Double Back needs at least one space of movement still to fly. If it works the piece \
         faces the opposite way in the same space and flies on with the spaces it has left.",
    ),
    (
        "Moving the full count",
        "A piece must fly its whole roll if its ordinary forward route allows it; when full \
         spaces near the end make that impossible, it must still fly as far as it can, stopping \
         short in the last space where it may end. It may pass through full spaces and act \
         there on the way. The same count binds every route: a Quick Turn or Double Back may \
         only be tried when the route it opens still carries the piece at least as far as the \
         ordinary one would, so neither can be used to cut a move short. (A piece is never made \
         to try a manoeuvre to fly farther.)",
    ),
    (
        "A piece that cannot fly on",
        "When no forward step is open (every way ends in a full space), the piece's movement \
         ends where it is and it may still act before ending its turn. The map is drawn so that \
         every heading always has at least one line ahead, so no piece is ever trapped for good.",
    ),
    (
        "Stopped in a full space",
        "No piece ever ends its turn in a full space. When a result ends a turn at once (a \
         failed Double Back or Force, which cost the rest of the turn) while the piece is in a \
         space it was only passing through, the piece goes back along the path it flew this \
         turn to the last space where it may stop, facing as it did there. The space it started \
         the turn in always qualifies.",
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
         piece has tried no other action this turn; afterwards it may try nothing else but \
         movement. If the Force roll fails, the piece loses the rest of its turn. Otherwise, \
         once the target has rolled its Force Dodge, the forcing piece flies on: the Force \
         lifts the full count, so it may fly its remaining spaces or end its move early in any \
         space where it may stop. A second Force in the same turn is allowed (the rules rule out \
         other types of action around a Force, not another Force).",
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
         the piece's next one or two turns. Bond forced twice in one Enemy phase, dodging both, \
         loses his next turn once; an Enemy helicopter already owing its next turn that then \
         loses \"his next two turns\" sits out two Enemy phases, not three.",
    ),
    chase::rulings::LOST_TURNS,
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
        "Enemy order",
        "In the Enemy phase the Enemy picks the next helicopter by rolling its movement; each \
         helicopter finishes its move and actions before another is picked. Helicopters that \
         have lost this turn are skipped without a choice.",
    ),
    (
        "Movement rolls in the log",
        "The Movement line has no gray area, so movement rolls are logged as white.",
    ),
    (
        "Tie",
        "The game is a tie the moment every piece still on the map has no ammunition left in \
         any weapon (a Force needs no ammunition, but the rules end the game here anyway).",
    ),
];
