//! The 32 cards, reconstructed (the printed cards and their Special Card Summary were never
//! transcribed): our own names and words. Which side may play each card is data; the other side
//! may hold and discard it but never play it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::piece::Side;
use super::summary::RollAction;

/// One physical card: an index into [`CARDS`], written `card-NN` in the log and in saves (so a
/// card's id is never mistaken for a number in an event).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u8);

impl CardId {
    pub fn def(self) -> &'static CardDef {
        &CARDS[usize::from(self.0)]
    }
    pub fn key(self) -> String {
        format!("card-{:02}", self.0)
    }
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARDS.len() as u8).map(CardId)
    }
}

impl Serialize for CardId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.key())
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.strip_prefix("card-")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|&n| usize::from(n) < CARDS.len())
            .map(CardId)
            .ok_or_else(|| serde::de::Error::custom(format!("no such card: {s}")))
    }
}

/// Who may play a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Playable {
    Both,
    Bond,
    Enemy,
}

impl Playable {
    pub fn allows(self, side: Side) -> bool {
        match self {
            Playable::Both => true,
            Playable::Bond => side == Side::Bond,
            Playable::Enemy => side == Side::Enemy,
        }
    }
}

/// What a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CardKind {
    /// Played at the moment its action is attempted: the white area of that roll reaches
    /// `shift` totals higher.
    Action { action: RollAction, shift: u8 },
    /// Pursue (Enemy) or Flee (Bond): played any time in the piece's turn, it must go `spaces`
    /// further.
    Speed { spaces: u8 },
    /// Wedding: when Bond would take his third hit, this card is given up instead and the hit
    /// is ignored.
    Wedding,
    /// Played in Bond's turn on an Enemy boat: it loses its next turn.
    Roadblock,
    /// Played in an Enemy turn: Bond's next movement roll is 2 spaces shorter (never below 1).
    Hex,
}

impl CardKind {
    pub fn group(self) -> &'static str {
        match self {
            CardKind::Action { .. } => "action",
            CardKind::Speed { .. } => "speed",
            _ => "special",
        }
    }
}

/// A card as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardDef {
    pub name: &'static str,
    pub side: Playable,
    pub kind: CardKind,
    /// Our own words.
    pub effect: &'static str,
}

const fn action(
    name: &'static str,
    side: Playable,
    action: RollAction,
    shift: u8,
    effect: &'static str,
) -> CardDef {
    CardDef {
        name,
        side,
        kind: CardKind::Action { action, shift },
        effect,
    }
}

const QT: &str = "Play as you try a Quick Turn: success on 3 more totals.";
const DB: &str = "Play as you try a Double Back: success on 3 more totals.";
const JU: &str = "Play as you try a Jump: success on 3 more totals.";
const FO: &str = "Play as you try a Force: success on 2 more totals.";
const FI: &str = "Enemy only. Play as a boat fires: a hit on 3 more totals.";

use Playable::{Bond, Both, Enemy};
use RollAction as A;

const HAIRPIN: CardDef = action("Hairpin", Both, A::QuickTurn, 3, QT);
const ABOUT_FACE: CardDef = action("About Face", Both, A::DoubleBack, 3, DB);
const OVER_THE_LAWN: CardDef = action("Over the Lawn", Both, A::Jump, 3, JU);
const RAM_RAID: CardDef = action("Ram Raid", Both, A::Force, 2, FO);
const STEADY_AIM: CardDef = action("Steady Aim", Enemy, A::Fire, 3, FI);
const FULL_THROTTLE: CardDef = CardDef {
    name: "Full Throttle",
    side: Bond,
    kind: CardKind::Speed { spaces: 2 },
    effect: "Bond only. Play in Bond's turn: he must go 2 spaces further.",
};
const HOT_PURSUIT: CardDef = CardDef {
    name: "Hot Pursuit",
    side: Enemy,
    kind: CardKind::Speed { spaces: 2 },
    effect: "Enemy only. Play in a boat's turn: it must go 2 spaces further.",
};
const WEDDING: CardDef = CardDef {
    name: "Wedding",
    side: Bond,
    kind: CardKind::Wedding,
    effect: "Bond only. Kept in hand: when Bond would take his third hit, give this card up \
             instead and ignore that hit.",
};
const ROADBLOCK: CardDef = CardDef {
    name: "Sheriff's Roadblock",
    side: Bond,
    kind: CardKind::Roadblock,
    effect: "Bond only. Play in Bond's turn on any Enemy boat: it loses its next turn.",
};
const HEX: CardDef = CardDef {
    name: "Voodoo Hex",
    side: Enemy,
    kind: CardKind::Hex,
    effect: "Enemy only. Play in an Enemy boat's turn: Bond's next movement is 2 spaces \
             shorter (never less than 1).",
};

/// The deck: 32 cards, in card-number order.
#[rustfmt::skip]
pub const CARDS: [CardDef; 32] = [
    HAIRPIN, HAIRPIN, HAIRPIN,
    ABOUT_FACE, ABOUT_FACE, ABOUT_FACE,
    OVER_THE_LAWN, OVER_THE_LAWN, OVER_THE_LAWN,
    RAM_RAID, RAM_RAID, RAM_RAID,
    STEADY_AIM, STEADY_AIM, STEADY_AIM, STEADY_AIM, STEADY_AIM,
    FULL_THROTTLE, FULL_THROTTLE, FULL_THROTTLE, FULL_THROTTLE, FULL_THROTTLE,
    HOT_PURSUIT, HOT_PURSUIT, HOT_PURSUIT, HOT_PURSUIT, HOT_PURSUIT,
    WEDDING,
    ROADBLOCK, ROADBLOCK,
    HEX, HEX,
];

/// Notes for the Special Card Summary, in our own words.
pub const SPECIAL_NOTES: &[(&str, &str)] = &[
    (
        "Wedding",
        "Bond keeps it until it is needed: the moment a hit would be his third, the card is \
         given up face up and that hit does not count. It is never played otherwise, and with \
         it gone the next third hit crashes him.",
    ),
    (
        "Sheriff's Roadblock",
        "Played during Bond's own turn, before or after any of his moves, on one Enemy boat \
         still on the water. The boat sits out its next turn; on a boat that already owes its \
         next turn it costs nothing more, since lost turns do not add up.",
    ),
    (
        "Voodoo Hex",
        "Played during any Enemy boat's turn. Bond's next movement roll gives 2 fewer spaces, \
         never fewer than 1; two Hexes before his roll take 4.",
    ),
    (
        "One-sided cards",
        "A card marked for one side may be dealt to the other: that player may hold it and \
         discard it to make room, but never play it.",
    ),
];
