//! Rulings the two chase games share, in our own words, for both rules pages.

/// (title, ruling): one reading of "it must stay where it is until it has lost a full turn",
/// the sentence both rulebooks print, applied by [`super::turns::lose_turns`].
pub const LOST_TURNS: (&str, &str) = (
    "Lost turns do not add up",
    "Both rulebooks keep a piece that loses a turn where it is \"until it has lost a full \
     turn\", and every result names the turns it costs: the next one, the next two, or the rest \
     of this turn and the next. A second result naming a turn the piece already owes is settled \
     by that same lost turn, so a piece owes the longer of the two counts, never their sum. You \
     Only Live Twice and Live and Let Die are played alike here.",
);
