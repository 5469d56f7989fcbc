//! Our rulings where the rulebook is silent or the printed components are lost, in our own
//! words, for the rules page.

use crate::chase;

/// (title, ruling).
pub const RULINGS: &[(&str, &str)] = &[
    (
        "Reconstructed components",
        "The Action Summaries, the 32 cards, the Special Card Summary and the map were never \
         transcribed; ours are reconstructions, marked as such on the rules page.",
    ),
    (
        "Stopping early",
        "A boat must use its whole movement count. Entering a space that holds an opposing \
         boat lets it stop there; it may also carry on, and must then use the rest of its \
         count. Bond entering End wins at once, whatever is left of his count.",
    ),
    (
        "Enemy boats and End",
        "End is Bond's goal: Enemy boats never enter it.",
    ),
    (
        "Manoeuvres and the count",
        "A Quick Turn, Jump or Double Back may be tried only when the route it opens still \
         allows the full count (or meets an opposing boat). A failed Quick Turn leaves the boat \
         going on as before; a failed Double Back or Jump stops it for the rest of the turn \
         (the Enemy's failed Jump also costs its next turn).",
    ),
    (
        "Forward",
        "A boat goes straight on along a line that turns no more than 70° from its heading; a \
         Quick Turn or Jump may turn up to 130°; anything sharper needs a Double Back.",
    ),
    (
        "Force",
        "A Force is tried against an opposing boat in the same space. If it works, the other \
         boat rolls Force Dodge at once. Bond, failing, loses his next turn: the rulebook has him \
         crash only from gunfire and counts only the hits of the Enemy's guns, so a Force slows \
         him down but never hits him. An Enemy boat, failing, crashes, and even succeeding loses \
         its next turn.",
    ),
    (
        "Cards with actions",
        "An action card is played as its action is tried and widens the white area of that \
         roll. One card per roll. Speed and special cards are played in the piece's own turn.",
    ),
    (
        "Drawing",
        "After Bond's turn, and after all the Enemy boats have moved, that player may draw one \
         card; with 4 in hand he first discards one face down. A side whose boats all lost \
         their turn still has its draw step.",
    ),
    (
        "Lost turns",
        "A boat that loses a turn sits out its next turn where it is (an Enemy boat is simply \
         skipped in that Enemy phase); meanwhile Bond can still roll Force Dodge. A Sheriff's \
         Roadblock on a boat that already owes its next turn costs it nothing more, and Bond \
         failing two Force Dodges in one Enemy phase sits out one turn.",
    ),
    chase::rulings::LOST_TURNS,
];
