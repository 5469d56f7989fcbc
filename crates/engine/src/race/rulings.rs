//! Our rulings on the gaps and oddities of the printed rules (title, ruling in our words).
//! Published on the rules page; each is tested in `tests/all/race_rulings.rs`.

pub const RULINGS: &[(&str, &str)] = &[
    (
        "The board is reconstructed",
        "The printed board is lost, so ours is drawn from the rules: eight airports round the \
         outer ring (London, Rome, Cairo, Karachi, Peking, Tokyo, New York, Reykjavik), each \
         joined by air to the airports one and two places away (16 routes); a green car circuit \
         of 24 points (8 C points, 8 H points, 8 junctions); a yellow shore of 12 points with \
         the four B points; the lake and the island with its four gates and centre. It is \
         built the same in all four quarters, so every base is equally far from everything.",
    ),
    (
        "The circle in front of a base",
        "An agent starts on the circle in front of their base, which is that base's airport on \
         the outer ring; bringing the case back to that airport is reaching home. Players \
         choose their bases; by default two sit at opposite corners, Peking starting and London \
         second, three take London, Peking and New York in that order, and four take all of \
         them. These are the seatings in which equal computer players win about equally often \
         from every seat (the balance table on this page); any other choice of distinct bases may be \
         set up.",
    ),
    (
        "Who starts",
        "Seat 1 is the youngest player and starts; play passes to the left, which is seat 2, \
         then 3 and 4.",
    ),
    (
        "The spare cards",
        "The two spare cards only replace lost ones, so they are never shuffled in: 70 cards \
         are in play and the two spares stay in the box.",
    ),
    (
        "Rule 2 has two items b)",
        "The second \"b)\" under rule 2 is not a rule: it only introduces rules 3 to 14.",
    ),
    (
        "Rule 8(a): where boats are left",
        "The sentence breaks off after \"abandoned at the gate on arrival or\"; we complete it \
         as \"…or at the B point on the return\": a boat always stays where its crossing ends. \
         A boat at a B point can only cross to the gate that point faces, and one waiting at a \
         gate only back to its B point. Swimming is for when no boat waits where you are.",
    ),
    (
        "Rule 11 is blank",
        "Rule 11 is numbered but has no text. We add nothing: the other thirteen rules cover the \
         whole game.",
    ),
    (
        "Two rules called \"Getting the Documents\"",
        "Rule 10 is about taking the briefcase at the centre; rule 12, under the same title, is \
         really about leaving the island, and we call it that.",
    ),
    (
        "The centre card",
        "The centre can only be entered with an \"at the centre\" card, played from any gate on \
         a later turn than the landing (landing ends the turn). If the case still lies there \
         the player takes it; if not, they simply reach the centre (to rob its carrier, for \
         instance).",
    ),
    (
        "Gate cards in and out",
        "A gate card is played on landing at a gate from the lake (rule 8). Leaving the island \
         is a second play (rule 12): the agent plays a card of the gate they will leave by, and \
         that is their move: walking to it from the centre or from another gate, or standing \
         at it already. The boat or the swim out follows on a later turn. The card played on \
         landing does not also pay for leaving (see the house rule). Walking between gates \
         without a card (rule 9) needs none, but the new gate is then closed for leaving.",
    ),
    (
        "House rule: one gate card both ways",
        "Off unless chosen on the new-game screen. With it, the gate card played on landing at \
         a gate also lets the agent leave by that gate later, without a second card. The \
         printed rules ask for a card on arrival and another to leave, so the printed game is \
         the default.",
    ),
    (
        "Leaving the centre",
        "The centre has exactly two ways out: a gate card, played to go to that gate (the boat \
         or swim across follows on a later turn), or the island Helicopter card, flown straight \
         to any B point with no gate card. There is no walking from the centre to a gate \
         without a card.",
    ),
    (
        "Swimming, turn by turn",
        "On the first turn the swimmer goes into the lake and shows the Swimming card (and, \
         when swimming to the island, the gate card they will need on landing); both stay in \
         hand, face known to all, and cannot be discarded while the swim lasts. On a later turn \
         they land where they were heading or, since moves may go in any direction, turn back \
         to where they set out; landing on the island always needs that gate's card. Instead \
         of landing they may discard two other cards and stay in the water. On landing the \
         Swimming card (and the gate card, on the island) are played and replaced, so the hand \
         is back to nine; a gate card shown for a landing not made stays in hand.",
    ),
    (
        "Who takes a car",
        "A car standing on the circuit belongs to nobody until someone drives it: any agent on \
         that point may drive it off one or two points. The driver keeps it while on the \
         circuit and leaves it where they step off. Because turns go round in order, the first \
         agent to reach a free car is always the first who can drive it. The turn of arrival \
         (by a black line, or on foot) is spent getting there.",
    ),
    (
        "Helicopter points",
        "Each H point faces one B point (the nearest), and each B point is faced by two H \
         points. The H-B Helicopter card works either way; the island Helicopter card only \
         from the centre of the island to any B point, never back.",
    ),
    (
        "Robbery goes with a landing",
        "A robbery is made with the move that lands on the carrier, whatever the move (a \
         flight, a car, a boat landing with its gate card, the centre card…): every card used \
         is replaced, so a turn may use two or even three cards. If the carrier lands on you, \
         you must move onto them to rob them: a gate card played where you both stand, to \
         leave the island, is no landing.",
    ),
    (
        "When a robbed agent may retrieve",
        "Only at the very start of their next turn, and only if the case is still carried by \
         someone standing on their space (the robber, or whoever took it from the robber \
         there). They play a \"take the documents\" card, then move or discard two as usual. \
         Taking the case back does not give the robber the same right in return.",
    ),
    (
        "Robbed at home",
        "Rule 14 is checked after every action: an agent who seizes the case on their own \
         base's airport is home with it and wins at once.",
    ),
    (
        "Never without a move",
        "A player may always discard two cards instead of moving, in the water too. Every hand \
         holds nine and 70 cards are in play, so at least 34 cards are always in the pack or on \
         the discard pile: a draw never fails. \
         When the pack runs out, even in the middle of a draw, the whole discard pile is \
         shuffled into a new pack; unseen discards go on the pile before the replacements are \
         drawn.",
    ),
    (
        "What the discard pile shows",
        "Cards played for a move are shown and then laid face down, so everyone knows which \
         shown cards are in the pile, but nobody except their owner knows the cards discarded \
         unseen.",
    ),
    (
        "Identical cards",
        "Cards with the same picture are interchangeable; when a player holds two, it makes no \
         difference which is used.",
    ),
];
