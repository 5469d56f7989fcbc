//! The pack: 72 cards as printed (70 in play, 2 spares). Card texts are our own words.

use std::fmt;
use std::sync::OnceLock;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::board::{route_ends, Gate, ROUTES};

/// Cards in the box.
pub const BOX_SIZE: usize = 72;
/// Cards shuffled into play (the two spares stay in the box).
pub const IN_PLAY: usize = 70;
/// Cards each player always holds.
pub const HAND_SIZE: usize = 9;

/// What a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CardKind {
    /// Air Travel: fly either way along one route.
    Air { route: u8 },
    /// Helicopter between an `H` point and its `B` point, either way.
    Helicopter,
    /// Helicopter "on the island": from the centre to any `B` point, one way.
    IslandHelicopter,
    /// Swimming: cross the lake in two turns without a boat.
    Swimming,
    /// Pass through one island gate, arriving or leaving.
    Gate { gate: Gate },
    /// "At the centre of the island": reach the centre and take the case if it lies there.
    Centre,
    /// "Take the documents": rob the carrier you land on, or win the case back.
    TakeDocuments,
    /// A blank spare to replace a lost card; never in play.
    Spare,
}

/// Cards with the same class are interchangeable in play.
pub const CLASSES: usize = 26;
pub const CLASS_HELICOPTER: usize = 16;
pub const CLASS_ISLAND_HELICOPTER: usize = 17;
pub const CLASS_SWIMMING: usize = 18;
pub const CLASS_GATE: usize = 19; // + gate index
pub const CLASS_CENTRE: usize = 23;
pub const CLASS_TAKE: usize = 24;
pub const CLASS_SPARE: usize = 25;

impl CardKind {
    pub fn class(self) -> usize {
        match self {
            CardKind::Air { route } => route as usize,
            CardKind::Helicopter => CLASS_HELICOPTER,
            CardKind::IslandHelicopter => CLASS_ISLAND_HELICOPTER,
            CardKind::Swimming => CLASS_SWIMMING,
            CardKind::Gate { gate } => CLASS_GATE + gate.index(),
            CardKind::Centre => CLASS_CENTRE,
            CardKind::TakeDocuments => CLASS_TAKE,
            CardKind::Spare => CLASS_SPARE,
        }
    }
}

/// One physical card (serialised as its readable id, e.g. `"gate-n-2"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(pub u8);

/// Static facts about one card.
#[derive(Clone, Debug, Serialize)]
pub struct CardInfo {
    pub id: String,
    pub kind: CardKind,
    pub title: String,
    pub text: String,
    /// False for the two spares.
    pub in_play: bool,
}

impl Card {
    pub fn info(self) -> &'static CardInfo {
        &cards()[self.0 as usize]
    }
    pub fn kind(self) -> CardKind {
        self.info().kind
    }
    pub fn class(self) -> usize {
        self.kind().class()
    }
    pub fn id(self) -> &'static str {
        &self.info().id
    }
    pub fn title(self) -> &'static str {
        &self.info().title
    }
    pub fn from_id(id: &str) -> Option<Card> {
        cards()
            .iter()
            .position(|c| c.id == id)
            .map(|i| Card(i as u8))
    }
    /// The 70 cards shuffled into play, in box order.
    pub fn playing_pack() -> Vec<Card> {
        (0..BOX_SIZE as u8)
            .map(Card)
            .filter(|c| c.info().in_play)
            .collect()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        Card::from_id(&id).ok_or_else(|| D::Error::custom(format!("no card {id}")))
    }
}

/// All 72 cards, in box order.
pub fn cards() -> &'static [CardInfo] {
    static CARDS: OnceLock<Vec<CardInfo>> = OnceLock::new();
    CARDS.get_or_init(build)
}

fn build() -> Vec<CardInfo> {
    let mut v = Vec::with_capacity(BOX_SIZE);
    let mut push = |id: String, kind: CardKind, title: String, text: String| {
        v.push(CardInfo {
            id,
            in_play: kind != CardKind::Spare,
            kind,
            title,
            text,
        })
    };
    for r in 0..ROUTES {
        let (a, b) = route_ends(r);
        for copy in ["a", "b"] {
            push(
                format!("air-{}-{}-{copy}", &a.id()[4..], &b.id()[4..]),
                CardKind::Air { route: r as u8 },
                format!("Air Travel {} ⇄ {}", a.name(), b.name()),
                format!(
                    "Fly between {} and {}, in either direction.",
                    a.name(),
                    b.name()
                ),
            );
        }
    }
    for n in 1..=6 {
        push(
            format!("heli-{n}"),
            CardKind::Helicopter,
            "Helicopter H ⇄ B".into(),
            "Fly from an H point of the car circuit to the B point it faces on the lake shore, \
             or from that B point back to the H point."
                .into(),
        );
    }
    for n in 1..=4 {
        push(
            format!("island-heli-{n}"),
            CardKind::IslandHelicopter,
            "Helicopter from the island".into(),
            "From the centre of the island, fly straight to any B point on the shore. One way \
             only, and no gate card is needed."
                .into(),
        );
    }
    for n in 1..=4 {
        push(
            format!("swim-{n}"),
            CardKind::Swimming,
            "Swimming".into(),
            "No boat? Swim across the lake: it takes two turns, and the card is discarded when \
             you climb out."
                .into(),
        );
    }
    for gate in Gate::ALL {
        for n in 1..=3 {
            push(
                format!("gate-{}-{n}", gate.letter()),
                CardKind::Gate { gate },
                format!("{} Gate", gate.name()),
                format!(
                    "Shows you may pass the island's {} gate: play it as you land there, or to \
                     leave the island that way.",
                    gate.name().to_ascii_lowercase()
                ),
            );
        }
    }
    for n in 1..=4 {
        push(
            format!("centre-{n}"),
            CardKind::Centre,
            "At the centre of the island".into(),
            "From a gate you reach the heart of the island; if the briefcase is still there, \
             it is yours. Not on the turn you land."
                .into(),
        );
    }
    for n in 1..=8 {
        push(
            format!("take-{n}"),
            CardKind::TakeDocuments,
            "Take the documents".into(),
            "Play it as you land on the agent carrying the briefcase: the case is now yours. \
             Just robbed? Play it at the start of your next turn to snatch the case straight \
             back."
                .into(),
        );
    }
    for n in 1..=2 {
        push(
            format!("spare-{n}"),
            CardKind::Spare,
            "Spare".into(),
            "A blank card to stand in for one that has gone missing. Not shuffled in.".into(),
        );
    }
    assert!(v.len() == BOX_SIZE, "the box holds {BOX_SIZE} cards");
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_reads_back_from_its_id() {
        for i in 0..BOX_SIZE as u8 {
            let card = Card(i);
            assert_eq!(Card::from_id(card.id()), Some(card));
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
            let value = serde_json::to_value(card).unwrap();
            assert_eq!(serde_json::from_value::<Card>(value).unwrap(), card);
        }
        assert_eq!(Card::from_id("no-such-card"), None);
        let err = serde_json::from_str::<Card>(r#""no-such-card""#).unwrap_err();
        assert!(err.to_string().contains("no card no-such-card"), "{err}");
        assert!(serde_json::from_str::<Card>("3").is_err());
    }
}
