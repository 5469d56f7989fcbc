//! The card model shared by both rule sets: one pool of cards as `const` data.
//!
//! A card is plain data ([`Card`]); what it does beyond its numbers is a list of typed
//! [`Effect`]s the engine interprets. Card texts are our own words. Build a card with struct
//! update syntax from [`Card::BASE`]:
//!
//! ```ignore
//! pub const FIREFIGHT: Card = Card {
//!     id: "firefight",
//!     name: "Firefight",
//!     ctype: CardType::Obstacle,
//!     film: Film::ForYourEyesOnly,
//!     requires: &[(Icon::Shooting, 1)],
//!     bullets: 1,
//!     variants: Variants::Basic,
//!     text: "Bullets fly: whoever faces this needs a steady aim.",
//!     ..Card::BASE
//! };
//! ```

use serde::{Deserialize, Serialize};

use super::effect::Effect;

/// A card's stable id: kebab-case, unique in the pool (`"tiffany-case"`).
pub type CardId = &'static str;

/// Which rule set is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// The 1995 Basic Rules.
    Basic,
    /// The 1998 Licence to Kill variant.
    Ltk,
}

/// In which rule sets a card may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variants {
    Basic,
    Ltk,
    Both,
}

impl Variants {
    pub fn allows(self, v: Variant) -> bool {
        matches!(
            (self, v),
            (Variants::Both, _) | (Variants::Basic, Variant::Basic) | (Variants::Ltk, Variant::Ltk)
        )
    }
}

/// The card types. Mission … Obstacle are Plot cards (red backs), the rest Action cards
/// (blue backs). Agents are Licence to Kill's (Pam Bouvier, an Ally Personality of the
/// original game, is one; in Basic an Agent plays as a Personality — see `rulings.rs`);
/// Obstacles are Basic's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Mission,
    Villain,
    Henchman,
    Location,
    Obstacle,
    Bond,
    Personality,
    Agent,
    Q,
    Intrigue,
}

impl CardType {
    pub const ALL: [CardType; 10] = [
        CardType::Mission,
        CardType::Villain,
        CardType::Henchman,
        CardType::Location,
        CardType::Obstacle,
        CardType::Bond,
        CardType::Personality,
        CardType::Agent,
        CardType::Q,
        CardType::Intrigue,
    ];

    /// A Plot card (red back).
    pub fn is_plot(self) -> bool {
        matches!(
            self,
            CardType::Mission
                | CardType::Villain
                | CardType::Henchman
                | CardType::Location
                | CardType::Obstacle
        )
    }

    /// A character: Bond, Personality, Agent, Villain or Henchman.
    pub fn is_character(self) -> bool {
        matches!(
            self,
            CardType::Bond
                | CardType::Personality
                | CardType::Agent
                | CardType::Villain
                | CardType::Henchman
        )
    }

    /// The usual number of Bullets (Plot Points) of a Plot of this type; 0 for Action cards.
    pub const fn usual_bullets(self) -> u8 {
        match self {
            CardType::Mission => 5,
            CardType::Villain => 4,
            CardType::Henchman => 3,
            CardType::Location => 2,
            CardType::Obstacle => 1,
            _ => 0,
        }
    }

    /// Rank for the descending order of a Licence to Kill Main Plot (Mission highest).
    pub fn plot_rank(self) -> Option<u8> {
        match self {
            CardType::Mission => Some(4),
            CardType::Villain => Some(3),
            CardType::Henchman => Some(2),
            CardType::Location => Some(1),
            CardType::Obstacle => Some(0),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CardType::Mission => "Mission",
            CardType::Villain => "Villain",
            CardType::Henchman => "Henchman",
            CardType::Location => "Location",
            CardType::Obstacle => "Obstacle",
            CardType::Bond => "Bond",
            CardType::Personality => "Personality",
            CardType::Agent => "Agent",
            CardType::Q => "Q",
            CardType::Intrigue => "Intrigue",
        }
    }
}

/// Ability icons: the union of both rule sets. Basic uses the first eight; Licence to Kill
/// drops Cunning and Strength and adds the last four. Cards may be printed with either set;
/// [`Icon::in_variant`] maps an icon to the set of the rule set in play (a ruling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Icon {
    Aquatics,
    Cunning,
    Driving,
    Evasion,
    Flying,
    SavoirFaire,
    Shooting,
    Strength,
    HandToHand,
    QuickThinking,
    Technology,
    WinterSports,
}

impl Icon {
    pub const ALL: [Icon; 12] = [
        Icon::Aquatics,
        Icon::Cunning,
        Icon::Driving,
        Icon::Evasion,
        Icon::Flying,
        Icon::SavoirFaire,
        Icon::Shooting,
        Icon::Strength,
        Icon::HandToHand,
        Icon::QuickThinking,
        Icon::Technology,
        Icon::WinterSports,
    ];
    /// The eight icons of the Basic Rules.
    pub const BASIC: [Icon; 8] = [
        Icon::Aquatics,
        Icon::Cunning,
        Icon::Driving,
        Icon::Evasion,
        Icon::Flying,
        Icon::SavoirFaire,
        Icon::Shooting,
        Icon::Strength,
    ];
    /// The ten icons of Licence to Kill.
    pub const LTK: [Icon; 10] = [
        Icon::Aquatics,
        Icon::Driving,
        Icon::Evasion,
        Icon::Flying,
        Icon::HandToHand,
        Icon::SavoirFaire,
        Icon::Shooting,
        Icon::QuickThinking,
        Icon::Technology,
        Icon::WinterSports,
    ];

    /// True when the icon belongs to the rule set's own list.
    pub fn native_to(self, v: Variant) -> bool {
        match v {
            Variant::Basic => Icon::BASIC.contains(&self),
            Variant::Ltk => Icon::LTK.contains(&self),
        }
    }

    /// The icon this one counts as under rule set `v` (our ruling, see `rulings.rs`):
    /// in Licence to Kill, Cunning counts as Quick Thinking and Strength as Hand-to-hand;
    /// in Basic, Quick Thinking and Technology count as Cunning, Hand-to-hand as Strength and
    /// Winter Sports as Evasion. Every other icon is itself in both.
    pub fn in_variant(self, v: Variant) -> Icon {
        match (v, self) {
            (Variant::Ltk, Icon::Cunning) => Icon::QuickThinking,
            (Variant::Ltk, Icon::Strength) => Icon::HandToHand,
            (Variant::Basic, Icon::QuickThinking | Icon::Technology) => Icon::Cunning,
            (Variant::Basic, Icon::HandToHand) => Icon::Strength,
            (Variant::Basic, Icon::WinterSports) => Icon::Evasion,
            (_, i) => i,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Icon::Aquatics => "Aquatics",
            Icon::Cunning => "Cunning",
            Icon::Driving => "Driving",
            Icon::Evasion => "Evasion",
            Icon::Flying => "Flying",
            Icon::SavoirFaire => "Savoir Faire",
            Icon::Shooting => "Shooting",
            Icon::Strength => "Strength",
            Icon::HandToHand => "Hand-to-hand",
            Icon::QuickThinking => "Quick Thinking",
            Icon::Technology => "Technology",
            Icon::WinterSports => "Winter Sports",
        }
    }
}

/// The film a card's picture comes from (the Eon films to 1995, with Licence to Kill).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Film {
    DrNo,
    FromRussiaWithLove,
    Goldfinger,
    Thunderball,
    YouOnlyLiveTwice,
    OnHerMajestysSecretService,
    DiamondsAreForever,
    LiveAndLetDie,
    TheManWithTheGoldenGun,
    TheSpyWhoLovedMe,
    Moonraker,
    ForYourEyesOnly,
    Octopussy,
    AViewToAKill,
    TheLivingDaylights,
    LicenceToKill,
    GoldenEye,
}

impl Film {
    pub fn title(self) -> &'static str {
        match self {
            Film::DrNo => "Dr. No",
            Film::FromRussiaWithLove => "From Russia with Love",
            Film::Goldfinger => "Goldfinger",
            Film::Thunderball => "Thunderball",
            Film::YouOnlyLiveTwice => "You Only Live Twice",
            Film::OnHerMajestysSecretService => "On Her Majesty's Secret Service",
            Film::DiamondsAreForever => "Diamonds Are Forever",
            Film::LiveAndLetDie => "Live and Let Die",
            Film::TheManWithTheGoldenGun => "The Man with the Golden Gun",
            Film::TheSpyWhoLovedMe => "The Spy Who Loved Me",
            Film::Moonraker => "Moonraker",
            Film::ForYourEyesOnly => "For Your Eyes Only",
            Film::Octopussy => "Octopussy",
            Film::AViewToAKill => "A View to a Kill",
            Film::TheLivingDaylights => "The Living Daylights",
            Film::LicenceToKill => "Licence to Kill",
            Film::GoldenEye => "GoldenEye",
        }
    }
}

/// One card design. All fields are data so a pool of 180+ cards is `const` Rust.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Card {
    pub id: CardId,
    pub name: &'static str,
    pub ctype: CardType,
    pub film: Film,
    /// Physical Value; `None` when blank (no PV at all), `Some(0)` for an extremely low one.
    pub pv: Option<u8>,
    /// Charisma Value (Basic) / Cunning Value (Licence to Kill); `None` when blank.
    pub cv: Option<u8>,
    /// Icons the card provides (blue on Bonds and Personalities, black on Q cards).
    pub provides: &'static [(Icon, u8)],
    /// Icons the card requires (red): to overcome a Plot, to win over a Personality.
    pub requires: &'static [(Icon, u8)],
    /// Bullet icons: Plot Points (0 for Action cards).
    pub bullets: u8,
    /// Marked Unique on the card (beyond the types the rules make unique, e.g. a Q card or
    /// a Q card belonging to a particular person).
    pub unique: bool,
    /// A Personality (or Agent) marked Ally: joins an Agency without being won over.
    pub ally: bool,
    /// The agency an Agent belongs to ("CIA", "MI6", "KGB"), when stated.
    pub agent_group: Option<&'static str>,
    /// A Q card that is a Vehicle (a card may carry one Vehicle at a time).
    pub vehicle: bool,
    /// For Q cards: the card types it may be given to besides Bond (and Agent in Licence to
    /// Kill). Empty: Bond cards only.
    pub also_given_to: &'static [CardType],
    /// Rule sets the card is used in.
    pub variants: Variants,
    /// What the card does beyond its numbers, interpreted by the engine.
    pub effects: &'static [Effect],
    /// The card's text, in our own words.
    pub text: &'static str,
}

impl Card {
    /// A blank card to build from with `..Card::BASE`.
    pub const BASE: Card = Card {
        id: "",
        name: "",
        ctype: CardType::Intrigue,
        film: Film::DrNo,
        pv: None,
        cv: None,
        provides: &[],
        requires: &[],
        bullets: 0,
        unique: false,
        ally: false,
        agent_group: None,
        vehicle: false,
        also_given_to: &[],
        variants: Variants::Both,
        effects: &[],
        text: "",
    };

    pub fn is_plot(&self) -> bool {
        self.ctype.is_plot()
    }

    /// Is this card Unique under rule set `v` (only one copy in play at a time)?
    ///
    /// Basic: every Plot except Obstacles, every Personality (an Agent plays as one), and cards
    /// marked Unique. Licence to Kill: every Plot except Missions, non-Ally Personalities and
    /// Agents ("Agent cards are added to your Agency just like Personality cards"), and cards
    /// marked Unique (Q cards belonging to a person are marked Unique in the data).
    pub fn is_unique(&self, v: Variant) -> bool {
        if self.unique {
            return true;
        }
        match v {
            Variant::Basic => match self.ctype {
                CardType::Obstacle => false,
                t if t.is_plot() => true,
                CardType::Personality | CardType::Agent => true,
                _ => false,
            },
            Variant::Ltk => match self.ctype {
                CardType::Mission => false,
                t if t.is_plot() => true,
                CardType::Personality | CardType::Agent => !self.ally,
                _ => false,
            },
        }
    }

    /// Icons provided, counted in rule set `v`'s icon list.
    pub fn provides_in(&self, v: Variant) -> impl Iterator<Item = (Icon, u8)> + '_ {
        self.provides
            .iter()
            .map(move |&(i, n)| (i.in_variant(v), n))
    }

    /// Icons required, counted in rule set `v`'s icon list.
    pub fn requires_in(&self, v: Variant) -> impl Iterator<Item = (Icon, u8)> + '_ {
        self.requires
            .iter()
            .map(move |&(i, n)| (i.in_variant(v), n))
    }
}
